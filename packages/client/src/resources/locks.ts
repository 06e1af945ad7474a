import { type Namespace, namespace } from './operations.js';

/** Operations of the `/locks` namespace. */
export const locks = namespace('/locks', (op) => ({
  /** `GET /locks/get`, resolving to `device`. */
  get: op.read('device'),
  /** `GET /locks/list`, resolving to `devices`. */
  list: op.read('devices'),
  /**
   * `POST /locks/lock_door`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  lockDoor: op.action(),
  /**
   * `POST /locks/unlock_door`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  unlockDoor: op.action(),
}));

/** The `/locks` namespace. */
export type Locks = Namespace<typeof locks>;
