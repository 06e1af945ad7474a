// Shorter pieces of a secret say little about it, and replacing them would garble messages.
const MIN_PIECE_LENGTH = 4;

const QUOTED_BEARER = /(["'])Bearer\s[^"']*\1/gi;
const BEARER = /\bBearer\s+[^\s"',;]+/gi;

// Longest first, so a whole secret is replaced before any of its pieces.
const secretPieces = (secrets: readonly string[]): string[] => {
  const pieces = new Set<string>();
  for (const secret of secrets) {
    for (const piece of [secret, secret.trim(), ...secret.split(/[\s\0]+/)]) {
      if (piece.length >= MIN_PIECE_LENGTH) pieces.add(piece);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
};

/**
 * Replaces the given secrets in a text, so no credential leaks into errors: each secret, and
 * each of its trimmed or line-separated pieces (of 4 characters or more), wherever it appears.
 */
export const redact = (text: string, secrets: readonly string[]): string => {
  let result = text;
  for (const piece of secretPieces(secrets)) result = result.split(piece).join('[redacted]');
  return result;
};

/**
 * {@link redact} for a fetch failure's text, which may quote a header value (trimmed, so not the
 * exact secret): any `Bearer …` value, quoted or not, is replaced as well. Server messages do not
 * get this rule, so their ordinary prose ("expected a Bearer token") stays readable.
 */
export const redactFetchError = (text: string, secrets: readonly string[]): string =>
  redact(
    text
      .replace(QUOTED_BEARER, (_, quote: string) => `${quote}Bearer [redacted]${quote}`)
      .replace(BEARER, 'Bearer [redacted]'),
    secrets,
  );

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
    // Defined, not assigned: a `__proto__` key (JSON.parse keeps it as data) would otherwise set
    // the copy's prototype and vanish from its keys.
    Object.defineProperty(result, redact(key, secrets), {
      value: redactDeep(item, secrets, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
};
