/** A decoded JSON object as it comes off the wire, before model conversion. */
export type JsonObject = Record<string, unknown>;

/** Reads a wire date-time; absent stays absent so optional fields keep their shape. */
export function dateFromJson(value: unknown): Date {
  return new Date(value as string);
}

/** Like `dateFromJson` for optional fields. */
export function optionalDateFromJson(value: unknown): Date | undefined {
  return value === undefined || value === null ? undefined : new Date(value as string);
}

/**
 * A decoder that keeps every wire field and reads the named date-time fields as `Date`s (an
 * absent one becomes an invalid `Date`, as `dateFromJson` reads it).
 */
export function withDates<T>(...fields: readonly string[]): (json: JsonObject) => T {
  return (json) => {
    const out: JsonObject = { ...json };
    for (const field of fields) out[field] = dateFromJson(json[field]);
    return out as T;
  };
}

/**
 * Deletes the named fields from `out` where the server sent `null`. The service writes an
 * unset optional field as `null`, while the output types promise a value or absence, so a
 * caller's `!== undefined` check would let the `null` through.
 */
export function absentWhenNull<T extends object>(out: T, fields: readonly string[]): T {
  const record = out as JsonObject;
  for (const field of fields) if (record[field] === null) delete record[field];
  return out;
}
