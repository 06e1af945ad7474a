/** The distinct, positive integer lengths a device accepts, ascending; junk is dropped. */
export function normalizeCodeLengths(lengths: unknown): number[] {
  if (!Array.isArray(lengths)) return [];
  const valid = lengths.filter((n): n is number => Number.isInteger(n) && n > 0);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** `4-6` when the lengths are consecutive, else `4, 6, 8`; empty when there are none. */
export function formatCodeLengths(lengths: number[]): string {
  const first = lengths[0];
  const last = lengths[lengths.length - 1];
  if (first === undefined || last === undefined) return '';
  if (lengths.length > 1 && last - first === lengths.length - 1) return `${first}-${last}`;
  return lengths.join(', ');
}

/** Whether a code's length is one the device accepts (any length when the device lists none). */
export function hasSupportedLength(code: string, lengths: number[]): boolean {
  return lengths.length === 0 || lengths.includes(code.length);
}

/** Whether a code is digits only: a hint to the user, never enforced before saving. */
export function isDigitsOnly(code: string): boolean {
  return /^\d*$/.test(code);
}
