// Pure-TS SHA-256 (FIPS 180-4), used where no native HMAC is reachable synchronously
// (browsers, edge runtimes). Only the pieces HMAC needs: compress blocks, finish a message.
// The round constants and initial state are the first 32 fractional bits of the cube roots of
// the first 64 primes and of the square roots of the first 8 (FIPS 180-4 §4.2.2, §5.3.3).
// Computed instead of listed: the table was the largest part of the browser bundle. Every value
// sits at least 2^-39 away from a 32-bit boundary, far beyond a few ulps of Math.cbrt error in
// any engine, and the tests check the digests against known vectors.
const PRIMES = /* @__PURE__ */ (() => {
  const primes: number[] = [];
  for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p)) primes.push(n);
  return primes;
})();

const K = /* @__PURE__ */ Int32Array.from(PRIMES, (p) => ((Math.cbrt(p) % 1) * 2 ** 32) | 0);

const INITIAL = /* @__PURE__ */ Int32Array.from(
  PRIMES.slice(0, 8),
  (p) => ((Math.sqrt(p) % 1) * 2 ** 32) | 0,
);

const W = /* @__PURE__ */ new Int32Array(64);

/** A fresh SHA-256 chaining state. */
export function initialState(): Int32Array {
  return INITIAL.slice();
}

/** Runs the compression function over every whole 64-byte block of `data[offset, end)`. */
export function compress(state: Int32Array, data: Uint8Array, offset: number, end: number): void {
  let h0 = state[0] as number;
  let h1 = state[1] as number;
  let h2 = state[2] as number;
  let h3 = state[3] as number;
  let h4 = state[4] as number;
  let h5 = state[5] as number;
  let h6 = state[6] as number;
  let h7 = state[7] as number;
  for (let p = offset; p + 64 <= end; p += 64) {
    for (let i = 0; i < 16; i++) {
      const j = p + i * 4;
      W[i] =
        ((data[j] as number) << 24) |
        ((data[j + 1] as number) << 16) |
        ((data[j + 2] as number) << 8) |
        (data[j + 3] as number);
    }
    for (let i = 16; i < 64; i++) {
      const a = W[i - 15] as number;
      const b = W[i - 2] as number;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      W[i] = (((W[i - 16] as number) + s0) | 0) + (((W[i - 7] as number) + s1) | 0);
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (((h + S1) | 0) + ((ch + (K[i] as number)) | 0) + (W[i] as number)) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  state[0] = h0;
  state[1] = h1;
  state[2] = h2;
  state[3] = h3;
  state[4] = h4;
  state[5] = h5;
  state[6] = h6;
  state[7] = h7;
}

const TAIL = /* @__PURE__ */ new Uint8Array(128);

/**
 * Hashes `data[0, length)` on top of `state`, where `prefixLength` bytes were already
 * compressed into it (the HMAC pad block), and writes the 32-byte digest into `out`.
 */
export function finish(
  state: Int32Array,
  data: Uint8Array,
  length: number,
  prefixLength: number,
  out: Uint8Array,
): void {
  const whole = length - (length % 64);
  compress(state, data, 0, whole);
  const rest = length - whole;
  TAIL.fill(0);
  TAIL.set(data.subarray(whole, length));
  TAIL[rest] = 0x80;
  const tailLength = rest < 56 ? 64 : 128;
  const bits = (prefixLength + length) * 8;
  const view = new DataView(TAIL.buffer);
  view.setUint32(tailLength - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(tailLength - 4, bits >>> 0);
  compress(state, TAIL, 0, tailLength);
  for (let i = 0; i < 8; i++) {
    const word = state[i] as number;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  }
}

/** One-shot SHA-256, used to shorten HMAC keys longer than a block. */
export function sha256(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  finish(initialState(), data, data.length, 0, out);
  return out;
}
