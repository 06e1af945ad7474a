import { type Namespace, namespace } from './operations.js';

/** Operations of the `/client_sessions` namespace. */
export const clientSessions = namespace('/client_sessions', (op) => ({
  /** `POST /client_sessions/create`, resolving to `client_session`. */
  create: op.write('client_session'),
  /** `POST /client_sessions/delete`. */
  delete: op.command(),
  /** `GET /client_sessions/get`, resolving to `client_session`. */
  get: op.read('client_session'),
  /** `POST /client_sessions/get_or_create`, resolving to `client_session`. */
  getOrCreate: op.write('client_session'),
  /** `POST /client_sessions/grant_access`, resolving to `client_session`. */
  grantAccess: op.write('client_session'),
  /** `GET /client_sessions/list`, resolving to `client_sessions`. */
  list: op.read('client_sessions'),
  /** `POST /client_sessions/revoke`. */
  revoke: op.command(),
}));

/** The `/client_sessions` namespace. */
export type ClientSessions = Namespace<typeof clientSessions>;
