import { type Namespace, write } from './operations.js';

/** Operations of the `/phones/simulate` namespace. */
export const phonesSimulate = {
  /** `POST /phones/simulate/create_sandbox_phone`, resolving to `phone`. */
  createSandboxPhone: write('/phones/simulate/create_sandbox_phone', 'phone'),
};

/** The `/phones/simulate` namespace. */
export type PhonesSimulate = Namespace<typeof phonesSimulate>;
