// Own base64 so signing never needs `Buffer` (browsers, edge runtimes) and stays tiny.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const DECODE = /* @__PURE__ */ (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** Encodes bytes as standard, padded base64. */
export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n =
      ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out +=
      ALPHABET.charAt(n >>> 18) +
      ALPHABET.charAt((n >>> 12) & 63) +
      ALPHABET.charAt((n >>> 6) & 63) +
      ALPHABET.charAt(n & 63);
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = (bytes[i] as number) << 16;
    out += `${ALPHABET.charAt(n >>> 18)}${ALPHABET.charAt((n >>> 12) & 63)}==`;
  } else if (rest === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8);
    out += `${ALPHABET.charAt(n >>> 18)}${ALPHABET.charAt((n >>> 12) & 63)}${ALPHABET.charAt((n >>> 6) & 63)}=`;
  }
  return out;
}

function sextet(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code < 128 ? (DECODE[code] as number) : -1;
}

/**
 * Decodes standard base64 (padding optional). Returns `undefined` for anything that is not
 * base64, so callers decide which typed error to raise without a try/catch.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  let end = text.length;
  if (end % 4 === 0 && end > 0 && text.charCodeAt(end - 1) === 61) end--;
  if (end % 4 === 3 && text.charCodeAt(end - 1) === 61) end--;
  if (end % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let o = 0;
  for (let i = 0; i < end; i += 4) {
    const a = sextet(text, i);
    const b = sextet(text, i + 1);
    const c = i + 2 < end ? sextet(text, i + 2) : 0;
    const d = i + 3 < end ? sextet(text, i + 3) : 0;
    if ((a | b | c | d) < 0) return undefined;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = n >>> 16;
    if (o < out.length) out[o++] = (n >>> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
