import { encodeBase64 } from './base64.js';
import { createJsHmac } from './hmac-sha256-js.js';

const MAX_KEPT_SCRATCH = 256 * 1024;

/**
 * Computes HMAC-SHA256(key, utf8(prefix) + payload) for one fixed key, as padded base64: the
 * form signatures are compared in, and one OpenSSL can produce without a JS round trip.
 */
export type HmacDigest = (prefix: string, payload: string | Uint8Array) => string;

interface NodeHmac {
  update(data: string | Uint8Array): NodeHmac;
  digest(encoding: 'base64'): string;
}

interface NodeCrypto {
  createHmac(algorithm: string, key: unknown): NodeHmac;
  createSecretKey(key: Uint8Array): unknown;
}

/**
 * Node's native HMAC is several times faster than any JS SHA-256, but a static
 * `import 'node:crypto'` would break browser and edge bundles. `process.getBuiltinModule`
 * (Node 20.16+, Deno, Bun) reaches it synchronously without bundlers noticing.
 */
function nodeCrypto(): NodeCrypto | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    const mod = proc?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
    return typeof mod?.createHmac === 'function' ? mod : undefined;
  } catch {
    return undefined;
  }
}

/** Picks the fastest synchronous HMAC available; `forceJs` exists for tests and benchmarks. */
export function createHmacDigest(key: Uint8Array, forceJs = false): HmacDigest {
  const native = forceJs ? undefined : nodeCrypto();
  return native ? nativeDigest(native, key) : jsDigest(key);
}

function nativeDigest(crypto: NodeCrypto, key: Uint8Array): HmacDigest {
  // A KeyObject is imported once, so each message skips copying the key into OpenSSL.
  const keyObject = crypto.createSecretKey(key);
  return (prefix, payload) =>
    crypto.createHmac('sha256', keyObject).update(prefix).update(payload).digest('base64');
}

function jsDigest(key: Uint8Array): HmacDigest {
  const signer = createJsHmac(key);
  const encoder = new TextEncoder();
  let scratch = new Uint8Array(2048);
  return (prefix, payload) => {
    // UTF-8 needs at most 3 bytes per UTF-16 unit; grow the reused buffer only when needed.
    const payloadBytes = typeof payload === 'string' ? payload.length * 3 : payload.length;
    const needed = prefix.length * 3 + payloadBytes;
    // Keep the buffer for typical bodies; a one-off huge body gets its own, freed after use.
    let buffer = scratch;
    if (buffer.length < needed) buffer = new Uint8Array(needed);
    if (needed <= MAX_KEPT_SCRATCH) scratch = buffer;
    let length = encoder.encodeInto(prefix, buffer).written;
    if (typeof payload === 'string') {
      length += encoder.encodeInto(payload, buffer.subarray(length)).written;
    } else {
      buffer.set(payload, length);
      length += payload.length;
    }
    const out = new Uint8Array(32);
    signer.sign(buffer, length, out);
    return encodeBase64(out);
  };
}
