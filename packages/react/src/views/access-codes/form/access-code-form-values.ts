import type { WallTime } from './time-zone.js';

/** The access code form's values (the device is a prop of the form, not a value). */
export interface AccessCodeFormValues {
  name: string;
  code: string;
  type: 'ongoing' | 'time_bound';
  startDate: WallTime;
  endDate: WallTime;
  timeZone: string;
}

/** Field errors of the form; `form` holds a failure that belongs to no field. */
export interface AccessCodeFormErrors {
  name?: string | undefined;
  code?: string | undefined;
  timing?: string | undefined;
  form?: string | undefined;
}

/** The maximum length of a name (the spec's business constants). */
export const NAME_MAX_LENGTH = 60;
