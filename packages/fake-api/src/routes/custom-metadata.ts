/**
 * A resource's `custom_metadata` after an update's patch: keys sent with a string or boolean are
 * set, keys sent as `null` are removed (as on the provider), the rest are kept. Nulls are never
 * stored, since the contract's resources allow only strings and booleans as values.
 */
export function patchCustomMetadata(
  current: Record<string, string | boolean>,
  patch: unknown,
): Record<string, string | boolean> {
  const next = { ...current };
  if (!patch || typeof patch !== 'object') return next;
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    // Defined rather than assigned, so a key named `__proto__` stays a plain key.
    else if (typeof value === 'string' || typeof value === 'boolean')
      Object.defineProperty(next, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return next;
}
