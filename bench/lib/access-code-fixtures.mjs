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

/** The access-code device (of the 50 oldest) of a running fake API that holds the most codes. */
export async function deviceWithMostCodes(api) {
  // The API lists the newest devices first and 500 at most unless asked; the scale seed puts its
  // codes on its oldest lock.
  const { devices } = await providerCall(api, '/devices/list', { limit: 100_000 });
  devices.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
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
