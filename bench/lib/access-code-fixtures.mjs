// What the access-code table suites share: the searches typed and the device they run on.
import { providerCall } from './provider-call.mjs';

/** Typing, narrowing, deleting and clearing: every step changes the rows, so each re-filters. */
export const CODE_QUERIES = [
  'g',
  'gu',
  'gue',
  'gues',
  'guest',
  'guest 9',
  'guest 99',
  'guest 999',
  'guest 99',
  'guest 9',
  '10',
  '109',
  '1099',
  '',
];

/** The access-code device (of the first 50) of a running fake API that holds the most codes. */
export async function deviceWithMostCodes(api) {
  const { devices } = await providerCall(api, '/devices/list', {});
  let best = { id: '', codes: [] };
  for (const device of devices
    .filter((d) => d.capabilities_supported?.includes('access_code'))
    .slice(0, 50)) {
    const { access_codes } = await providerCall(api, '/access_codes/list', {
      device_id: device.device_id,
    });
    if (access_codes.length > best.codes.length)
      best = { id: device.device_id, codes: access_codes };
    if (best.codes.length >= 10_000) break;
  }
  return best;
}
