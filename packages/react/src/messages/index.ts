import { accessCodesMessages } from './access-codes.js';
import { climateSettingSchedulesMessages } from './climate-setting-schedules.js';
import { commonMessages } from './common.js';
import { devicesMessages } from './devices.js';
import { supportedDevicesMessages } from './supported-devices.js';
import { thermostatsMessages } from './thermostats.js';

/** The English catalogue of every user-facing string, grouped by feature. */
export const defaultMessages = {
  common: commonMessages,
  devices: devicesMessages,
  accessCodes: accessCodesMessages,
  climateSettingSchedules: climateSettingSchedulesMessages,
  supportedDevices: supportedDevicesMessages,
  thermostats: thermostatsMessages,
};

/** The full message catalogue. */
export type PorchlightMessages = typeof defaultMessages;

/** What a host may override: any subset of any group. */
export type PorchlightMessagesOverride = {
  [Group in keyof PorchlightMessages]?: Partial<PorchlightMessages[Group]>;
};

/** The default catalogue with a host's overrides applied group by group. */
export function mergeMessages(overrides?: PorchlightMessagesOverride): PorchlightMessages {
  if (!overrides) return defaultMessages;
  const merged: Record<string, object> = {};
  for (const group of Object.keys(defaultMessages) as Array<keyof PorchlightMessages>) {
    // Only own keys of the host's object: a prototype key such as `__proto__` is never a group.
    const own = Object.hasOwn(overrides, group) ? overrides[group] : undefined;
    merged[group] = { ...defaultMessages[group], ...own };
  }
  return merged as PorchlightMessages;
}

export { plural } from './plural.js';
