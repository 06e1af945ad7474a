// The Standard Webhooks example message: SIG is the signature of ID, NOW and PAYLOAD under SECRET.
export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
export const NOW = 1_700_000_000;
export const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
export const PAYLOAD = '{"test": 2432232314}';
export const DIGEST = 'hw6D+jquXiPwVQiZTwb2ek9FSrOofldv7tv4JVMsFUY=';
export const SIG = `v1,${DIGEST}`;

/** The example message's three headers, with `extra` replacing or adding some. */
export function signedHeaders<V = string>(
  extra: Record<string, V> = {},
): Record<string, string | V> {
  return { 'webhook-id': ID, 'webhook-timestamp': String(NOW), 'webhook-signature': SIG, ...extra };
}

/** Both signing paths, for `describe.each`: Web Crypto HMAC and the portable SHA-256. */
export const IMPLEMENTATIONS = [
  ['native HMAC', false],
  ['portable SHA-256', true],
] as const;
