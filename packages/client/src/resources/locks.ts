import { action, type Namespace, read } from './operations.js';

/** Operations of the `/locks` namespace. */
export const locks = {
  /** `GET /locks/get`, resolving to `device`. */
  get: read('/locks/get', 'device'),
  /** `GET /locks/list`, resolving to `devices`. */
  list: read('/locks/list', 'devices'),
  /**
   * `POST /locks/lock_door`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  lockDoor: action('/locks/lock_door'),
  /**
   * `POST /locks/unlock_door`: starts the action and, unless `waitForActionAttempt` is false, waits
   * until the attempt is no longer pending.
   */
  unlockDoor: action('/locks/unlock_door'),
};

/** The `/locks` namespace. */
export type Locks = Namespace<typeof locks>;
