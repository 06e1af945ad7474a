import type { Context } from 'hono';
import {
  ApiError,
  invalidInput,
  MAX_BODY_BYTES,
  tooLarge,
  type ValidationIssue,
} from './api-error.js';
import type { ContractRoute, JsonSchema } from './schema-types.js';

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
 * keys (`a=1&a=2`), a lone `a=` is the empty array, numbers and booleans are parsed. `a[]=1` is
 * not the contract's array form: it stays the unknown key `a[]`, which validation refuses.
 */
export function coerceQuery(
  schema: JsonSchema,
  query: Record<string, string[]>,
): Record<string, unknown> {
  const properties = propertySchemas(schema);
  const out: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(query)) {
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

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads a JSON object body; a body not declared as JSON (`content-type` missing or another type),
 * malformed JSON or a non-object body is invalid input. An empty body is `{}` whatever its type.
 */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  // A chunked body announces no length up front, so the limit is checked once it is read.
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type');
  if (type === undefined || !JSON_MEDIA_TYPE.test(type)) {
    // The provider reads only JSON bodies: `text/plain` (fetch's default for a string body) or a
    // form would reach it as a string, not as parameters, however JSON-like the text.
    const received = type?.split(';')[0]?.trim() || 'no content-type';
    throw new ApiError(
      400,
      'invalid_input',
      `Invalid input: the request body must be sent as application/json (received ${received})`,
      { _errors: [`Expected content-type application/json, received ${received}`] },
    );
  }
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

function isObjectSchema(schema: JsonSchema): boolean {
  const branches = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return branches.some((b) => b.type === 'object' || b.additionalProperties !== undefined);
}

/**
 * Body parameters a GET query may not carry: those the contract's GET does not list (objects
 * such as `custom_metadata_has`, which only a JSON body can hold), or, for a path without a
 * contract GET, any object parameter.
 */
function notInQueryIssues(route: ContractRoute, keys: string[]): ValidationIssue[] {
  const properties = propertySchemas(route.body);
  return keys
    .filter((key) => {
      if (!Object.hasOwn(properties, key)) return false;
      if (route.query) return !route.query.includes(key);
      return isObjectSchema(properties[key] as JsonSchema);
    })
    .map((key) => ({
      path: [key],
      message: 'Not accepted in a GET query string: send it in the JSON body of a POST',
    }));
}

/** Body parameters put in the query string of a POST, where the provider does not read them. */
function misplacedInQueryIssues(route: ContractRoute, keys: string[]): ValidationIssue[] {
  const properties = propertySchemas(route.body);
  return keys
    .filter((key) => Object.hasOwn(properties, key.endsWith('[]') ? key.slice(0, -2) : key))
    .map((key) => ({
      path: [key],
      message: 'Expected in the JSON body, not in the query string',
    }));
}

/**
 * Request parameters from the query (GET) or the JSON body (other methods), each only where the
 * contract puts it: a parameter in the wrong place is refused rather than quietly read or ignored.
 */
export async function readParams(
  c: Context,
  route: ContractRoute,
): Promise<Record<string, unknown>> {
  const query = c.req.queries();
  const keys = Object.keys(query);
  if (c.req.method === 'GET') {
    const issues = notInQueryIssues(route, keys);
    if (issues.length > 0) throw invalidInput(issues);
    return withoutWireFlags(coerceQuery(route.body, query));
  }
  const issues = misplacedInQueryIssues(route, keys);
  if (issues.length > 0) throw invalidInput(issues);
  return withoutWireFlags(await readJsonBody(c));
}
