/**
 * The fields of an access code the views read. Structural, and loose on purpose: the API can send
 * a missing name, an unknown type, an unparseable date or a non-array of errors, and every view
 * must still render.
 */
export interface AccessCodeLike {
  access_code_id: string;
  device_id?: string;
  /** Typed loosely: a number or an object must render, not crash (see {@link textOf}). */
  name?: unknown;
  code?: unknown;
  type?: string;
  starts_at?: string | null;
  ends_at?: string | null;
  created_at?: string;
  errors?: unknown;
  warnings?: unknown;
  is_offline_access_code?: boolean;
  /** Only 'removing' is read (a deleted code the lock still holds); anything else is ignored. */
  status?: unknown;
}

/** An error or warning of an access code or device, as the host filters receive it. */
export interface AccessCodeIssue {
  /** The text the alerts show. */
  message: string;
  /** The error's code; absent on a warning. */
  error_code?: string;
  /** The warning's code; absent on an error. */
  warning_code?: string;
  /** Set on an error of the code itself rather than of its device. */
  is_access_code_error?: boolean;
  /** Any further field the API sent, passed to the host's filters untouched. */
  [key: string]: unknown;
}

/** A text field of an API object as a string: a number is written out, anything else is ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The name a view shows: trimmed, or the fallback for a missing, blank or non-text name. */
export function displayName(code: AccessCodeLike, fallback: string): string {
  return textOf(code.name).trim() || fallback;
}

/**
 * A device's name as these views show it: its name, else its display name, else the fallback. A
 * name that is not text (a malformed device) reads as missing instead of crashing the view.
 */
export function deviceNameOf(
  device: { properties?: { name?: unknown } | undefined; display_name?: unknown } | undefined,
  fallback: string,
): string {
  return textOf(device?.properties?.name).trim() || textOf(device?.display_name).trim() || fallback;
}

/** The well-formed issues in an `errors` or `warnings` field: anything else is dropped. */
export function issuesOf(value: unknown): AccessCodeIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is AccessCodeIssue =>
      typeof item === 'object' && item !== null && typeof item.message === 'string',
  );
}
