// Figures for the result tables.

/** The median (the mean of the middle two for an even count); undefined for no values. */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds with one decimal, or 'n/a'. */
export const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
