// Compiled with `exactOptionalPropertyTypes` (tsconfig.exact.json): a host with that flag on can
// forward values that may be undefined (an env variable, an optional signal) to every option and
// to every optional field of a method's params, while required fields stay required.
import type {
  ActionAttemptOptions,
  OperationParams,
  PorchlightClientOptions,
  RequestOptions,
} from './index.js';
import { PorchlightClient } from './index.js';

declare const maybe: {
  text?: string;
  texts?: string[];
  count?: number;
  signal?: AbortSignal;
  flag?: boolean;
};

export const options: PorchlightClientOptions = {
  endpoint: maybe.text,
  timeout: maybe.count,
  retries: maybe.count,
  retryDelay: maybe.count,
  fetch: undefined,
  onWarning: undefined,
  waitForActionAttempt: { timeout: maybe.count, pollingInterval: maybe.count },
};
export const request: RequestOptions = { signal: maybe.signal, timeout: maybe.count };
export const action: ActionAttemptOptions = {
  signal: maybe.signal,
  timeout: maybe.count,
  waitForActionAttempt: maybe.flag,
};
export const client = new PorchlightClient({ apiKey: 'seam_x', workspaceId: maybe.text }, options);
export const pat = new PorchlightClient({
  personalAccessToken: 'seam_at1_x',
  workspaceId: maybe.text,
});

// Optional fields of a method's params take a value that may be undefined (the client leaves it
// out of the request), on reads, writes and actions alike.
export async function optionalParams(): Promise<void> {
  await client.devices.list({ device_ids: maybe.texts });
  await client.devices.list({ device_ids: undefined, limit: maybe.count });
  await client.accessCodes.create({ device_id: 'd', name: maybe.text, starts_at: maybe.text });
  await client.thermostats.heat({ device_id: 'd', heating_set_point_fahrenheit: maybe.count });
  await client.connectedAccounts.update({
    connected_account_id: 'ca',
    automatically_manage_new_devices: maybe.flag,
  });
}
export const createParams: OperationParams<'/access_codes/create'> = {
  device_id: 'd',
  name: maybe.text,
};

// Required fields stay required and do not take undefined.
export async function requiredParams(): Promise<void> {
  // @ts-expect-error `device_id` is required
  await client.accessCodes.create({ name: 'Front door' });
  // @ts-expect-error `device_id` may not be undefined
  await client.accessCodes.create({ device_id: maybe.text });
  // @ts-expect-error `connected_account_id` may not be undefined
  await client.connectedAccounts.update({ connected_account_id: maybe.text });
  // @ts-expect-error an operation with a required field needs its params
  await client.accessCodes.create();
}
// @ts-expect-error `device_id` may not be undefined
export const missingDevice: OperationParams<'/access_codes/create'> = { device_id: maybe.text };
