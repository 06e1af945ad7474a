/**
 * Readers for API objects whose fields may be missing or of the wrong type (an older provider, a
 * device that reports less): each answers a safe value instead of throwing, so the views' models
 * render fallbacks rather than crash.
 */

/** A plain object's fields, as the API sends them. */
export type Loose = Record<string, unknown>;

/** The value's fields when it is a plain object (not an array), else none. */
export const record = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};

/** The value when it is a string with something besides spaces, else `null`. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The value when it is a finite number, else `null`. */
export const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The value when it is a string the platform reads as a date, else `null` (never an Invalid Date). */
export function date(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
