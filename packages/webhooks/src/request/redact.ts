// Shorter pieces of a secret say little about it, and replacing them would garble messages.
const MIN_PIECE_LENGTH = 4;

const QUOTED_BEARER = /(["'])Bearer\s[^"']*\1/gi;
const BEARER = /\bBearer\s+[^\s"',;]+/gi;

/**
 * Removes credentials from text that is about to become an error message (a server's answer may
 * echo the request): each secret, and each of its trimmed or line-separated pieces.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const piece of secretPieces(secrets)) result = result.split(piece).join('[redacted]');
  return result;
}

/**
 * {@link redact} for a fetch failure's text: fetch quotes a header value it refuses after trimming
 * it, so any `Bearer …` value is replaced as well. Server messages do not get this rule, so their
 * prose ("expected a Bearer token") stays readable, as in the client package.
 */
export function redactFetchError(text: string, secrets: readonly string[]): string {
  return redact(
    text
      .replace(QUOTED_BEARER, (_, quote: string) => `${quote}Bearer [redacted]${quote}`)
      .replace(BEARER, 'Bearer [redacted]'),
    secrets,
  );
}

// Longest first, so a whole secret is replaced before any of its pieces.
function secretPieces(secrets: readonly string[]): string[] {
  const pieces = new Set<string>();
  for (const secret of secrets) {
    for (const piece of [secret, secret.trim(), ...secret.split(/[\s\0]+/)]) {
      if (piece.length >= MIN_PIECE_LENGTH) pieces.add(piece);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}
