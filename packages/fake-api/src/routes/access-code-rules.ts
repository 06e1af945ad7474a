import { requestSchemas } from '../generated/request-schemas.js';
import type { Runtime } from '../state/runtime.js';
import type { AccessCode, Device } from '../state/types.js';
import { invalidInput, type ValidationIssue } from './api-error.js';
import type { Params } from './define-route.js';
import { isIsoDateTime } from './iso-date.js';
import { codeTaken } from './lookup.js';

/**
 * The contract's code lengths (4 to 8 digits), which bound whatever lengths a device reports: the
 * access-code routes check `code` themselves (see `ownShapeRules`) so a wrong length reads
 * 'Code length must be one of the following: …' rather than zod's wording.
 */
export const CONTRACT_CODE_LENGTHS: readonly number[] = contractCodeLengths();

function contractCodeLengths(): number[] {
  const code = requestSchemas['/access_codes/create']?.body.properties?.code;
  const { minLength: min, maxLength: max } = code ?? {};
  if (min === undefined || max === undefined)
    throw new Error('The contract gives access code `code` no length bounds');
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** The lengths a code on this device may have. */
function codeLengths(device: Device): readonly number[] {
  const reported = (device.properties.supported_code_lengths ?? []).filter((length) =>
    CONTRACT_CODE_LENGTHS.includes(length),
  );
  return reported.length > 0 ? reported : CONTRACT_CODE_LENGTHS;
}

/** Name limit the product enforces (spec section 9). */
export const NAME_MAX_LENGTH = 60;

/** The fields an access-code write settles on. */
export interface AccessCodeWrite {
  name?: string;
  code?: string;
  type: 'ongoing' | 'time_bound';
  starts_at?: string;
  ends_at?: string;
  /** `is_offline_access_code` (or its alias `use_offline_access_code`) on create. */
  offline?: boolean;
}

/**
 * The contract makes `name` optional on create (the code is stored with a null name, which views
 * show with their fallback); a name that is given must still say something.
 */
function checkName(name: unknown): ValidationIssue[] {
  if (name === undefined) return [];
  if (typeof name !== 'string' || name.trim() === '')
    return [{ path: ['name'], message: 'Name is required' }];
  if (name.length > NAME_MAX_LENGTH)
    return [{ path: ['name'], message: `Name must be ${NAME_MAX_LENGTH} characters or fewer` }];
  return [];
}

function checkCode(rt: Runtime, device: Device, code: unknown, selfId?: string): ValidationIssue[] {
  if (code === undefined) return [];
  const path = ['code'];
  if (typeof code !== 'string' || !/^\d+$/.test(code))
    return [{ path, message: 'Code must contain digits only' }];
  const lengths = codeLengths(device);
  if (!lengths.includes(code.length)) {
    return [{ path, message: `Code length must be one of the following: ${lengths.join(', ')}` }];
  }
  if (codeTaken(rt, device.device_id, code, selfId))
    return [{ path, message: 'This code is already in use on the device' }];
  return [];
}

function checkWindow(write: AccessCodeWrite): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const key of ['starts_at', 'ends_at'] as const) {
    const value = write[key];
    if (value === undefined)
      issues.push({ path: [key], message: 'Required for time_bound access codes' });
    else if (!isIsoDateTime(value)) issues.push({ path: [key], message: 'Invalid datetime' });
  }
  if (issues.length === 0 && Date.parse(write.starts_at ?? '') >= Date.parse(write.ends_at ?? '')) {
    issues.push({ path: ['ends_at'], message: 'ends_at must be later than starts_at' });
  }
  return issues;
}

function resolveWrite(p: Params, existing?: AccessCode): AccessCodeWrite {
  const hasTimes = p.starts_at != null || p.ends_at != null;
  const type =
    (p.type as AccessCodeWrite['type'] | undefined) ??
    (hasTimes ? 'time_bound' : (existing?.type ?? 'ongoing'));
  const write: AccessCodeWrite = { type };
  if (typeof p.name === 'string') write.name = p.name;
  if (typeof p.code === 'string') write.code = p.code;
  if (type === 'time_bound') {
    const starts = (p.starts_at as string | undefined) ?? existing?.starts_at;
    const ends = (p.ends_at as string | undefined) ?? existing?.ends_at;
    if (starts !== undefined) write.starts_at = starts;
    if (ends !== undefined) write.ends_at = ends;
  }
  return write;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An offline code's window: widened outward to whole hours, or whole days (UTC) with
 * `max_time_rounding: '1day'` (or `1d`), which is all such a code can express.
 */
export function offlineWindow(
  startsAt: string,
  endsAt: string,
  rounding: unknown,
): { starts_at: string; ends_at: string } {
  const unit = rounding === '1day' || rounding === '1d' ? DAY_MS : HOUR_MS;
  return {
    starts_at: new Date(Math.floor(Date.parse(startsAt) / unit) * unit).toISOString(),
    ends_at: new Date(Math.ceil(Date.parse(endsAt) / unit) * unit).toISOString(),
  };
}

const OFFLINE_FLAGS = ['is_offline_access_code', 'use_offline_access_code'] as const;
const OFFLINE_LOCKED = 'Only the name of an offline access code can be changed';

/**
 * An existing code stays online or offline: an offline code is computed from its window by the
 * lock's algorithm, so neither kind can turn into the other in place.
 */
function checkOfflineSwitch(existing: AccessCode, p: Params): ValidationIssue[] {
  const offline = existing.is_offline_access_code === true;
  return OFFLINE_FLAGS.filter((key) => typeof p[key] === 'boolean' && p[key] !== offline).map(
    (key) => ({
      path: [key],
      message: offline
        ? 'An offline access code cannot be made online; create a new code instead'
        : 'An online access code cannot be made offline; create an offline code instead',
    }),
  );
}

/**
 * An offline code's window may be sent again, as given or as create rounded it with the same
 * `max_time_rounding`; only a window (or rounding) that would move it is refused.
 */
function checkOfflineWindow(existing: AccessCode, p: Params): ValidationIssue[] {
  const given = (['starts_at', 'ends_at', 'max_time_rounding'] as const).filter(
    (key) => p[key] !== undefined,
  );
  if (given.length === 0) return [];
  // An ongoing code has no window, so there is nothing to round (as on create).
  if (existing.type !== 'time_bound' || !existing.starts_at || !existing.ends_at)
    return given
      .filter((key) => key !== 'max_time_rounding')
      .map((key) => ({ path: [key], message: OFFLINE_LOCKED }));
  const starts = (p.starts_at as string | undefined) ?? existing.starts_at;
  const ends = (p.ends_at as string | undefined) ?? existing.ends_at;
  if (
    p.max_time_rounding === undefined &&
    starts === existing.starts_at &&
    ends === existing.ends_at
  )
    return [];
  // An unreadable date-time is reported by checkWindow.
  if (!isIsoDateTime(starts) || !isIsoDateTime(ends)) return [];
  const asked = offlineWindow(starts, ends, p.max_time_rounding);
  const issues: ValidationIssue[] = [];
  for (const side of ['starts_at', 'ends_at'] as const) {
    if (Date.parse(asked[side]) === Date.parse(existing[side] ?? '')) continue;
    const path = p[side] !== undefined ? side : 'max_time_rounding';
    if (!issues.some((issue) => issue.path[0] === path))
      issues.push({ path: [path], message: OFFLINE_LOCKED });
  }
  return issues;
}

function checkOffline(existing: AccessCode | undefined, p: Params): ValidationIssue[] {
  if (!existing) return [];
  const issues = checkOfflineSwitch(existing, p);
  if (!existing.is_offline_access_code) return issues;
  // Whether an offline code works once is part of what the lock computes it from, as its PIN is.
  for (const key of ['code', 'type', 'is_one_time_use'] as const)
    if (p[key] !== undefined && p[key] !== existing[key])
      issues.push({ path: [key], message: OFFLINE_LOCKED });
  return [...issues, ...checkOfflineWindow(existing, p)];
}

/** Validates a create (no `existing`) or update against the device's rules. */
export function checkAccessCodeWrite(
  rt: Runtime,
  device: Device,
  p: Params,
  existing?: AccessCode,
): { write: AccessCodeWrite; issues: ValidationIssue[] } {
  const write = resolveWrite(p, existing);
  const issues = [
    ...checkName(p.name),
    ...checkCode(rt, device, p.code, existing?.access_code_id),
    ...checkOffline(existing, p),
  ];
  if (
    write.type === 'ongoing' &&
    p.type === 'ongoing' &&
    (p.starts_at != null || p.ends_at != null)
  ) {
    issues.push({
      path: ['type'],
      message: 'Ongoing access codes cannot have starts_at or ends_at',
    });
  } else if (write.type === 'time_bound') {
    issues.push(...checkWindow(write));
  }
  // An offline code keeps its stored window however it was sent again (see checkOfflineWindow).
  if (existing?.is_offline_access_code && existing.type === 'time_bound') {
    write.starts_at = existing.starts_at;
    write.ends_at = existing.ends_at;
  }
  return { write, issues };
}

/**
 * Lengths for a code generated for every one of `devices`: those all of them take, shortest first,
 * with `preferred` (create_multiple's `preferred_code_length`) first when they all take it. Empty
 * when they share no length.
 */
export function generatedLengths(devices: readonly Device[], preferred?: unknown): number[] {
  const common = CONTRACT_CODE_LENGTHS.filter((length) =>
    devices.every((device) => codeLengths(device).includes(length)),
  );
  if (typeof preferred !== 'number' || !common.includes(preferred)) return common;
  return [preferred, ...common.filter((length) => length !== preferred)];
}

/** Random draws per length before {@link generateCode} walks the codes in order. */
const RANDOM_DRAWS = 200;

/** Leading zeros and repeated digits are legal but look broken in a demo, so they come last. */
function looksRandom(code: string): boolean {
  return code[0] !== '0' && new Set(code).size > 1;
}

/**
 * A free code of `length` by walking the codes in order from a random one: the first that looks
 * random, else the first free one. Any `taken.size + 1` codes in a row hold a free one, so the walk
 * stops there (or after every code of the length) instead of drawing forever on a full device.
 */
function walkFree(length: number, taken: ReadonlySet<string>): string | undefined {
  const total = 10 ** length;
  const steps = Math.min(total, taken.size + 1 + RANDOM_DRAWS);
  const start = Math.floor(Math.random() * total);
  let plain: string | undefined;
  for (let i = 0; i < steps; i++) {
    const code = String((start + i) % total).padStart(length, '0');
    if (taken.has(code)) continue;
    if (looksRandom(code)) return code;
    plain ??= code;
  }
  return plain;
}

/**
 * A random code of the first of `lengths` (later ones when it is crowded) none of `devices` holds.
 * When every code of every length is in use it is 400 `invalid_input` on `field` (the parameter
 * that named the devices), rather than a search that never ends.
 */
export function generateCode(
  rt: Runtime,
  devices: readonly Device[],
  lengths: readonly number[],
  field: string,
): string {
  const ids = new Set(devices.map((device) => device.device_id));
  const taken = new Set<string>();
  for (const c of [...rt.state.accessCodes.values(), ...rt.state.unmanagedAccessCodes.values()])
    if (ids.has(c.device_id) && c.code) taken.add(c.code);
  // Random draws answer at once unless the device is nearly full; the walk below is the slow path.
  for (const length of lengths) {
    for (let attempt = 0; attempt < RANDOM_DRAWS; attempt++) {
      const code = Array.from({ length }, () => String(Math.floor(Math.random() * 10))).join('');
      if (looksRandom(code) && !taken.has(code)) return code;
    }
  }
  for (const length of lengths) {
    const code = walkFree(length, taken);
    if (code !== undefined) return code;
  }
  const where = devices.length > 1 ? 'on these devices' : 'on this device';
  throw invalidInput([
    { path: [field], message: `Every code that fits is already in use ${where}` },
  ]);
}
