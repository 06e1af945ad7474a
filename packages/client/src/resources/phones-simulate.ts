import { type Namespace, namespace } from './operations.js';

/** Operations of the `/phones/simulate` namespace. */
export const phonesSimulate = namespace('/phones/simulate', (op) => ({
  /** `POST /phones/simulate/create_sandbox_phone`, resolving to `phone`. */
  createSandboxPhone: op.write('phone'),
}));

/** The `/phones/simulate` namespace. */
export type PhonesSimulate = Namespace<typeof phonesSimulate>;
