import type { Context } from 'hono';
import { ApiError, MAX_BODY_BYTES, tooLarge } from './api-error.js';
import type { JsonSchema } from './schema-types.js';

/** Properties a query parameter may name, gathered across union branches. */
function propertySchemas(schema: JsonSchema): Record<string, JsonSchema> {
  const branches = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return Object.assign({}, ...branches.map((b) => b.properties ?? {}));
}

function coerceScalar(schema: JsonSchema | undefined, raw: string): unknown {
  const type = schema?.type ?? schema?.oneOf?.[0]?.type;
  if (type === 'number' || type === 'integer') {
    // Text that is not a number stays text, so the answer reads "Expected number, received
    // string" rather than "received number" for the NaN it would parse to.
    const value = Number(raw);
    return raw.trim() === '' || Number.isNaN(value) ? raw : value;
  }
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (type === 'object') {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

/** Sets an own property even for `__proto__`, so such a key is reported as unknown, not swallowed. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Turns query parameters into a body-like object guided by the schema: arrays come as repeated
 * keys (`a=1&a=2`) or `a[]=1`, a lone `a=` is the empty array, numbers and booleans are parsed.
 */
export function coerceQuery(
  schema: JsonSchema,
  query: Record<string, string[]>,
): Record<string, unknown> {
  const properties = propertySchemas(schema);
  const out: Record<string, unknown> = {};
  for (const [rawKey, values] of Object.entries(query)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (property?.type === 'array') {
      const previous = (Object.hasOwn(out, key) ? (out[key] as unknown[]) : undefined) ?? [];
      // A lone empty value (`device_ids=`) is how a client writes an empty array (and why clients
      // refuse `['']`): it reads back as `[]`, not as one empty string.
      const items = values.length === 1 && values[0] === '' ? [] : values;
      define(out, key, [...previous, ...items.map((v) => coerceScalar(property.items, v))]);
    } else {
      define(out, key, coerceScalar(property, values[values.length - 1] ?? ''));
    }
  }
  return out;
}

/** Reads a JSON object body; malformed JSON or a non-object body is invalid input. */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  // A chunked body announces no length up front, so the limit is checked once it is read.
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_input', 'Invalid input: the request body is not valid JSON', {
      _errors: ['Malformed JSON body'],
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(
      400,
      'invalid_input',
      'Invalid input: the request body must be a JSON object',
      {
        _errors: ['Expected object'],
      },
    );
  }
  return parsed as Record<string, unknown>;
}

/**
 * The provider's wire flags a reference SDK may send beside the parameters (`_strict` asks for
 * strict validation, which the fake always does); they are accepted and left out of validation.
 */
const WIRE_FLAGS = ['_strict'] as const;

function withoutWireFlags(params: Record<string, unknown>): Record<string, unknown> {
  for (const flag of WIRE_FLAGS) {
    if (!Object.hasOwn(params, flag)) continue;
    const value = params[flag];
    if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') {
      throw new ApiError(400, 'invalid_input', `Invalid input: ${flag}: Expected boolean`, {
        _errors: [],
        [flag]: { _errors: ['Expected boolean'] },
      });
    }
    delete params[flag];
  }
  return params;
}

/** Request parameters from the query (GET) or the JSON body (other methods). */
export async function readParams(c: Context, schema: JsonSchema): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET') return withoutWireFlags(coerceQuery(schema, c.req.queries()));
  return withoutWireFlags(await readJsonBody(c));
}
