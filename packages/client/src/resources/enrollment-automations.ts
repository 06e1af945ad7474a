import { type Namespace, namespace } from './operations.js';

/** Operations of the `/user_identities/enrollment_automations` namespace. */
export const enrollmentAutomations = namespace('/user_identities/enrollment_automations', (op) => ({
  /** `POST /user_identities/enrollment_automations/delete`. */
  delete: op.command(),
  /** `GET /user_identities/enrollment_automations/get`, resolving to `enrollment_automation`. */
  get: op.read('enrollment_automation'),
  /** `POST /user_identities/enrollment_automations/launch`, resolving to `enrollment_automation`. */
  launch: op.write('enrollment_automation'),
  /** `GET /user_identities/enrollment_automations/list`, resolving to `enrollment_automations`. */
  list: op.read('enrollment_automations'),
}));

/** The `/user_identities/enrollment_automations` namespace. */
export type EnrollmentAutomations = Namespace<typeof enrollmentAutomations>;
