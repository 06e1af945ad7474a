import { PorchlightInvalidPropsError } from '@porchlight/client';
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

/**
 * What a host may override: any subset of any group. An entry left `undefined` keeps the default,
 * so a host can pass lookups that may miss (`t('devices.title')`).
 */
export type PorchlightMessagesOverride = {
  [Group in keyof PorchlightMessages]?:
    | { [Key in keyof PorchlightMessages[Group]]?: PorchlightMessages[Group][Key] | undefined }
    | undefined;
};

/**
 * The default catalogue with a host's overrides applied group by group.
 *
 * @throws {PorchlightInvalidPropsError} when an override is not of its default's kind (a string
 * where the view calls a function with a count): it would crash the view later, far from the cause.
 */
export function mergeMessages(overrides?: PorchlightMessagesOverride): PorchlightMessages {
  if (!overrides) return defaultMessages;
  const merged: Record<string, object> = {};
  for (const group of Object.keys(defaultMessages) as Array<keyof PorchlightMessages>) {
    // Only own keys of the host's object: a prototype key such as `__proto__` is never a group.
    const own = Object.hasOwn(overrides, group) ? overrides[group] : undefined;
    merged[group] = mergeGroup(group, defaultMessages[group], own);
  }
  return merged as PorchlightMessages;
}

function mergeGroup(group: string, defaults: object, own: object | undefined): object {
  const result: Record<string, unknown> = { ...defaults };
  if (own === undefined || own === null) return result;
  for (const [key, value] of Object.entries(own)) {
    // Unknown keys (a message of another version) are ignored; undefined keeps the default.
    if (value === undefined || !Object.hasOwn(defaults, key)) continue;
    const expected = typeof (defaults as Record<string, unknown>)[key];
    if (typeof value !== expected) {
      throw new PorchlightInvalidPropsError(
        `messages.${group}.${key} must be a ${expected === 'function' ? 'function returning a string, like the default (it is called with a count or a name)' : expected}, got ${value === null ? 'null' : typeof value}`,
      );
    }
    result[key] = value;
  }
  return result;
}

export { plural } from './plural.js';
