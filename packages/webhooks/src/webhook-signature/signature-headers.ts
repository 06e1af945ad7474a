import { WebhookMissingHeadersError } from './webhook-errors.js';

/** A fetch `Headers` (or anything with a case-insensitive `get`). */
export interface HeaderGetter {
  get(name: string): string | null;
}

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

type Found = Record<string, string | undefined>;

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
  const found = isGetter(headers) ? fromGetter(headers) : fromRecord(headers);
  const id = found['svix-id'] || found['webhook-id'];
  const timestamp = found['svix-timestamp'] || found['webhook-timestamp'];
  const signature = found['svix-signature'] || found['webhook-signature'];
  if (!id || !timestamp || !signature) throw new WebhookMissingHeadersError();
  return { id, timestamp, signature };
}

function isGetter(headers: WebhookHeaders): headers is HeaderGetter {
  return typeof (headers as Partial<HeaderGetter> | null)?.get === 'function';
}

function fromGetter(headers: HeaderGetter): Found {
  const found: Found = {};
  for (const name of WANTED) found[name] = headers.get(name) ?? undefined;
  return found;
}

function fromRecord(headers: Readonly<Record<string, unknown>>): Found {
  const found: Found = {};
  if (typeof headers !== 'object' || headers === null) return found;
  for (const key of Object.keys(headers)) {
    const name = key.toLowerCase();
    if (WANTED.has(name)) found[name] = single(headers[key]);
  }
  return found;
}

// Node hands repeated headers over as arrays; a signature list may legitimately arrive split.
function single(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((part) => typeof part === 'string')) {
    return value.join(' ');
  }
  return undefined;
}
