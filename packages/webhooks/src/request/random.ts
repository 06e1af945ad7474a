/** A random integer below 2^32, the range the service accepts for request ids. */
export function randomRequestId(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/** A random idempotency key for POSTs that were not given one. */
export function randomIdempotencyKey(): string {
  return `auto_${globalThis.crypto.randomUUID()}`;
}
