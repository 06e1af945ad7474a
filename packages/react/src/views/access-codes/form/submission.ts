import type { UpdateAccessCodeParams } from '../../../hooks/access-codes/use-update-access-code.js';
import { type AccessCodeLike, textOf } from '../access-code-shape.js';
import { isTimeBound } from '../access-code-status.js';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import { localTimeZone } from './time-zone.js';
import { timingWindowInstants, timingWindowOf } from './timing-window.js';

function windowFields(
  values: AccessCodeFormValues,
  saved: AccessCodeLike = { access_code_id: '' },
): { starts_at?: string; ends_at?: string } {
  if (values.type !== 'time_bound') return {};
  // A date the user left as it was keeps its exact saved instant (see timingWindowInstants).
  const { startsAt, endsAt } = timingWindowInstants(values, values.timeZone, saved);
  // Validation has run before; a bad date here is a bug, and sending half a window would be worse.
  if (!startsAt || !endsAt) throw new Error('Invalid start or end date');
  return { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() };
}

/** The create call's parameters: the trimmed name, the code as typed, the window as instants. */
export function toCreateParams(deviceId: string, values: AccessCodeFormValues) {
  return {
    device_id: deviceId,
    name: values.name.trim(),
    code: values.code,
    ...windowFields(values),
  };
}

/**
 * The update call's parameters; a date the user left as it was keeps its exact saved instant. A name-only edit (offline time-bound code) sends nothing but the
 * name: resending the code, type or window could only fail (an offline code may have no code yet,
 * and the provider refuses any change to them), and a field left out stays as it is.
 */
export function toUpdateParams(
  accessCode: AccessCodeLike & { device_id: string },
  values: AccessCodeFormValues,
  nameOnly: boolean,
): UpdateAccessCodeParams {
  const base = {
    access_code_id: accessCode.access_code_id,
    device_id: accessCode.device_id,
    name: values.name.trim(),
  };
  if (nameOnly) return base;
  return { ...base, code: values.code, type: values.type, ...windowFields(values, accessCode) };
}

const sameInstant = (saved: string | null | undefined, sent: string | undefined): boolean =>
  sent === undefined || (typeof saved === 'string' && Date.parse(saved) === Date.parse(sent));

/**
 * Whether an update would leave the saved code exactly as it is. Save then sends nothing: the
 * provider would still reprogram the lock and show the code as 'setting' again for no change.
 */
export function changesNothing(saved: AccessCodeLike, params: UpdateAccessCodeParams): boolean {
  const savedType = isTimeBound(saved) ? 'time_bound' : 'ongoing';
  return (
    // Strictly equal: a name or code the API sent as a number is saved back as text.
    params.name === saved.name &&
    (params.code === undefined || params.code === saved.code) &&
    (params.type === undefined || params.type === savedType) &&
    sameInstant(saved.starts_at, params.starts_at) &&
    sameInstant(saved.ends_at, params.ends_at)
  );
}

/** Whether the form may only rename the code (the spec's validation rules: offline time-bound codes). */
export function isNameOnly(accessCode: AccessCodeLike | undefined): boolean {
  return (
    accessCode !== undefined &&
    isTimeBound(accessCode) &&
    accessCode.is_offline_access_code === true
  );
} /**
 * The form's values for a code, its window as wall times in the local zone: a code with no window
 * gets the default one, should it be made time-bound.
 */
export function formValuesOf(code: AccessCodeLike): AccessCodeFormValues {
  const timeZone = localTimeZone();
  return {
    name: textOf(code.name),
    code: textOf(code.code),
    type: isTimeBound(code) ? 'time_bound' : 'ongoing',
    timeZone,
    ...timingWindowOf(code, new Date(), timeZone),
  };
}
