/** A random integer below 2^32, the range the service accepts for request ids. */
export function randomRequestId(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/** A random idempotency key for POSTs that were not given one. */
export function randomIdempotencyKey(): string {
  return `auto_${randomUuid()}`;
}

// `crypto.randomUUID` exists only in secure contexts in browsers (a page served over plain http
// has none), while `getRandomValues` is everywhere; a v4 UUID is built from it there.
function randomUuid(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
