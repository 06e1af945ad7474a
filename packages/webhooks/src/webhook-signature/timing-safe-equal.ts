/**
 * Compares two byte arrays in time that depends only on their length, so an attacker cannot
 * learn how many leading bytes of a forged signature were right. Lengths are public (every
 * v1 digest is 32 bytes), so unequal lengths return early.
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

/**
 * Same as `timingSafeEqual` for two strings of UTF-16 units (base64 signatures), so a
 * signature can be checked against its canonical text without decoding it first.
 */
export function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
