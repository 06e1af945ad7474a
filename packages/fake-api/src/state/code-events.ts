import { recordEvent } from './events.js';
import type { Runtime } from './runtime.js';
import type { AccessCode } from './types.js';

/** The provider's warnings (and events) on a code whose change waits for its offline lock. */
const DELAYS = {
  setting: {
    warning: 'delay_in_setting_on_device',
    message: 'Delay in setting code on device',
    event: 'access_code.delay_in_setting_on_device',
  },
  removing: {
    warning: 'delay_in_removing_from_device',
    message: 'Delay in removing code from device',
    event: 'access_code.delay_in_removing_from_device',
  },
} as const;

/** The warning on a code whose programming waits for its lock. */
export const DELAY_IN_SETTING = DELAYS.setting.warning;

/** The warning on a code whose removal waits for its lock. */
export const DELAY_IN_REMOVING = DELAYS.removing.warning;

/** Records an access-code event about `code` (the provider's events carry ids, not the code). */
export function recordCodeEvent(
  rt: Runtime,
  eventType: Parameters<typeof recordEvent>[1],
  code: Pick<AccessCode, 'device_id' | 'access_code_id'>,
  at?: number,
): void {
  recordEvent(
    rt,
    eventType,
    { device_id: code.device_id, access_code_id: code.access_code_id },
    at,
  );
}

/**
 * Says once that setting or removing `code` waits for its lock: the warning on the code and one
 * event, as the provider does however often the wait is noticed.
 */
export function warnDelay(
  rt: Runtime,
  code: AccessCode,
  kind: keyof typeof DELAYS,
  at: number = rt.now(),
): void {
  const delay = DELAYS[kind];
  if (code.warnings.some((w) => w.warning_code === delay.warning)) return;
  code.warnings.push({
    warning_code: delay.warning,
    message: delay.message,
    created_at: new Date(at).toISOString(),
  });
  recordCodeEvent(rt, delay.event, code, at);
}
