import { compress, finish, initialState, sha256 } from './sha256.js';

/** An HMAC-SHA256 signer with its key pads already compressed, so each message costs no key work. */
export interface HmacSigner {
  /** Writes HMAC(key, data[0, length)) into `out` (32 bytes). */
  sign(data: Uint8Array, length: number, out: Uint8Array): void;
}

/** Precomputes the inner and outer pad states for `key` (RFC 2104). */
export function createJsHmac(key: Uint8Array): HmacSigner {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = padState(block, 0x36);
  const outer = padState(block, 0x5c);
  const state = new Int32Array(8);
  const innerDigest = new Uint8Array(32);
  return {
    sign(data, length, out) {
      state.set(inner);
      finish(state, data, length, 64, innerDigest);
      state.set(outer);
      finish(state, innerDigest, 32, 64, out);
    },
  };
}

function padState(block: Uint8Array, pad: number): Int32Array {
  const padded = block.map((byte) => byte ^ pad);
  const state = initialState();
  compress(state, padded, 0, 64);
  return state;
}
