import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/user_identities/enrollment_automations` namespace. */
export const enrollmentAutomations = {
  /** `POST /user_identities/enrollment_automations/delete`. */
  delete: command('/user_identities/enrollment_automations/delete'),
  /** `GET /user_identities/enrollment_automations/get`, resolving to `enrollment_automation`. */
  get: read('/user_identities/enrollment_automations/get', 'enrollment_automation'),
  /** `POST /user_identities/enrollment_automations/launch`, resolving to `enrollment_automation`. */
  launch: write('/user_identities/enrollment_automations/launch', 'enrollment_automation'),
  /** `GET /user_identities/enrollment_automations/list`, resolving to `enrollment_automations`. */
  list: read('/user_identities/enrollment_automations/list', 'enrollment_automations'),
};

/** The `/user_identities/enrollment_automations` namespace. */
export type EnrollmentAutomations = Namespace<typeof enrollmentAutomations>;
