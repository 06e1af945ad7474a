import { accessCodesMessages } from './access-codes.js';
import { commonMessages } from './common.js';
import { devicesMessages } from './devices.js';

/** The English catalogue of every user-facing string, grouped by feature. */
export const defaultMessages = {
  common: commonMessages,
  devices: devicesMessages,
  accessCodes: accessCodesMessages,
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
  return {
    common: { ...defaultMessages.common, ...overrides.common },
    devices: { ...defaultMessages.devices, ...overrides.devices },
    accessCodes: { ...defaultMessages.accessCodes, ...overrides.accessCodes },
  };
}

export { plural } from './plural.js';
