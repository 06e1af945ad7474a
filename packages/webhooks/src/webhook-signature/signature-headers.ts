import { WebhookMissingHeadersError } from './webhook-errors.js';

/** A fetch `Headers` (or anything with a case-insensitive `get`). */
export interface HeaderGetter {
  /** The header's value, or `null` when absent, as `Headers.get` answers. */
  get(name: string): string | null;
}

// Marks a header value that is present but not text; reported as `invalid_headers`.
const INVALID = Symbol('invalid');

/** Anything that carries HTTP headers: a fetch `Headers`, Node's `IncomingHttpHeaders`, a plain record. */
export type WebhookHeaders =
  | HeaderGetter
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The three values a signature check needs. */
export interface SignatureHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

type Found = Record<string, string | undefined | typeof INVALID>;

const WANTED = new Set([
  'svix-id',
  'svix-timestamp',
  'svix-signature',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
]);

/**
 * Reads `svix-*` or `webhook-*` headers in any letter case. Svix's names win when both are
 * present, as in the Svix library.
 */
export function readSignatureHeaders(headers: WebhookHeaders): SignatureHeaders {
  // A Map is case-sensitive and is not a header type; Svix refuses it too (as missing headers).
  if (headers instanceof Map) throw new WebhookMissingHeadersError('invalid_headers');
  const found = isGetter(headers) ? fromGetter(headers) : fromRecord(headers);
  const id = pick(found['svix-id'], found['webhook-id']);
  const timestamp = pick(found['svix-timestamp'], found['webhook-timestamp']);
  const signature = pick(found['svix-signature'], found['webhook-signature']);
  if (!id || !timestamp || !signature) throw new WebhookMissingHeadersError();
  return { id, timestamp, signature };
}

function pick(svix: Found[string], standard: Found[string]): string | undefined {
  const value = svix || standard;
  if (value === INVALID) throw new WebhookMissingHeadersError('invalid_headers');
  return value;
}

function isGetter(headers: WebhookHeaders): headers is HeaderGetter {
  return typeof (headers as Partial<HeaderGetter> | null)?.get === 'function';
}

function fromGetter(headers: HeaderGetter): Found {
  const found: Found = {};
  for (const name of WANTED) {
    const value: unknown = headers.get(name);
    found[name] = value === null || value === undefined ? undefined : single(value);
  }
  return found;
}

function fromRecord(headers: Readonly<Record<string, unknown>>): Found {
  const found: Found = {};
  if (typeof headers !== 'object' || headers === null) return found;
  for (const key of Object.keys(headers)) {
    const name = key.toLowerCase();
    if (!WANTED.has(name)) continue;
    const value = headers[key];
    found[name] = value === undefined || value === null ? undefined : single(value);
  }
  return found;
}

// Node hands repeated headers over as arrays; a signature list may legitimately arrive split.
function single(value: unknown): string | typeof INVALID {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((part) => typeof part === 'string')) {
    return value.join(' ');
  }
  return INVALID;
}
