/** Replaces every occurrence of the given secrets in a text, so no credential leaks into errors. */
export const redact = (text: string, secrets: readonly string[]): string => {
  let result = text;
  for (const secret of secrets) {
    if (secret.length > 0) result = result.split(secret).join('[redacted]');
  }
  return result;
};

/**
 * Redacts every string inside a JSON-like value (server error `data`, validation errors), so a
 * credential echoed anywhere in an error body cannot leak through the error object.
 */
export const redactDeep = (value: unknown, secrets: readonly string[], depth = 0): unknown => {
  if (typeof value === 'string') return redact(value, secrets);
  if (typeof value !== 'object' || value === null) return value;
  // Server bodies are parsed JSON, so they are trees; the bound only guards hostile nesting, and
  // what lies deeper is dropped rather than passed on unredacted.
  if (depth > 32) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, secrets, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[redact(key, secrets)] = redactDeep(item, secrets, depth + 1);
  }
  return result;
};
