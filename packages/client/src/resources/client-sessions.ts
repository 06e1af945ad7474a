import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/client_sessions` namespace. */
export const clientSessions = {
  /** `POST /client_sessions/create`, resolving to `client_session`. */
  create: write('/client_sessions/create', 'client_session'),
  /** `POST /client_sessions/delete`. */
  delete: command('/client_sessions/delete'),
  /** `GET /client_sessions/get`, resolving to `client_session`. */
  get: read('/client_sessions/get', 'client_session'),
  /** `POST /client_sessions/get_or_create`, resolving to `client_session`. */
  getOrCreate: write('/client_sessions/get_or_create', 'client_session'),
  /** `POST /client_sessions/grant_access`, resolving to `client_session`. */
  grantAccess: write('/client_sessions/grant_access', 'client_session'),
  /** `GET /client_sessions/list`, resolving to `client_sessions`. */
  list: read('/client_sessions/list', 'client_sessions'),
  /** `POST /client_sessions/revoke`. */
  revoke: command('/client_sessions/revoke'),
};

/** The `/client_sessions` namespace. */
export type ClientSessions = Namespace<typeof clientSessions>;
