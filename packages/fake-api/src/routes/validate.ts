import type { ValidationIssue } from './api-error.js';
import { isIsoDateTime } from './iso-date.js';
import type { JsonSchema } from './schema-types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A local part, `@`, and a dotted domain: what zod's email check asks of an address in practice. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const patterns = new Map<string, RegExp>();

function compiled(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, 'u');
    patterns.set(pattern, regex);
  }
  return regex;
}

/** Format, length and pattern, each failing rule reported, as zod reports every failed check. */
function checkString(schema: JsonSchema, value: string, path: string[]): ValidationIssue[] {
  // The contract's rendering of a null-only branch (`z.null()`): no string matches it, or any
  // over-long string would pass a union through that branch.
  if (schema.format === 'null') return [{ path, message: 'Expected null, received string' }];
  const issues: ValidationIssue[] = [];
  if (schema.format === 'uuid' && !UUID.test(value)) issues.push({ path, message: 'Invalid uuid' });
  if (schema.format === 'date-time' && !isIsoDateTime(value))
    issues.push({ path, message: 'Invalid datetime' });
  if (schema.format === 'uri' && !URL.canParse(value))
    issues.push({ path, message: 'Invalid url' });
  if (schema.format === 'email' && !EMAIL.test(value))
    issues.push({ path, message: 'Invalid email' });
  if (schema.minLength !== undefined && value.length < schema.minLength)
    issues.push({ path, message: `String must contain at least ${schema.minLength} character(s)` });
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    issues.push({ path, message: `String must contain at most ${schema.maxLength} character(s)` });
  if (schema.pattern !== undefined && !compiled(schema.pattern).test(value))
    issues.push({ path, message: 'Invalid' });
  return issues;
}

function checkCount(schema: JsonSchema, value: unknown[], path: string[]): ValidationIssue[] {
  const { minItems: min, maxItems: max } = schema;
  if (min !== undefined && min === max && value.length !== min)
    return [{ path, message: `Array must contain exactly ${min} element(s)` }];
  if (min !== undefined && value.length < min)
    return [{ path, message: `Array must contain at least ${min} element(s)` }];
  if (max !== undefined && value.length > max)
    return [{ path, message: `Array must contain at most ${max} element(s)` }];
  return [];
}

function checkObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: string[],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) issues.push({ path: [...path, key], message: 'Required' });
  }
  const unknown: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    // Own properties only: `constructor` or `__proto__` must not resolve to Object.prototype members.
    const propertySchema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (propertySchema) {
      if (item !== undefined) issues.push(...validate(propertySchema, item, [...path, key]));
    } else if (typeof schema.additionalProperties === 'object') {
      issues.push(...validate(schema.additionalProperties, item, [...path, key]));
    } else if (schema.properties) {
      unknown.push(key);
    }
  }
  if (unknown.length > 0) {
    const keys = unknown.map((k) => `'${k}'`).join(', ');
    issues.push({ path, message: `Unrecognized key(s) in object: ${keys}` });
  }
  return issues;
}

function checkUnion(options: JsonSchema[], value: unknown, path: string[]): ValidationIssue[] {
  let firstIssues: ValidationIssue[] | undefined;
  for (const option of options) {
    const issues = validate(option, value, path);
    if (issues.length === 0) return [];
    firstIssues ??= issues;
  }
  return firstIssues ?? [];
}

/**
 * Validates a value against the contract's request schema and answers zod-style messages, string
 * length and pattern and array counts included. A route that explains a field's shape in product
 * terms takes that field's rules over with {@link withoutShapeRules}.
 */
export function validate(
  schema: JsonSchema,
  value: unknown,
  path: string[] = [],
): ValidationIssue[] {
  if (value === null)
    return schema.nullable ? [] : [{ path, message: 'Expected value, received null' }];
  if (schema.oneOf) return checkUnion(schema.oneOf, value, path);
  if (schema.anyOf) return checkUnion(schema.anyOf, value, path);
  if (schema.allOf) return schema.allOf.flatMap((part) => validate(part, value, path));
  const actual = typeOf(value);
  const expected = schema.type;
  if (expected) {
    const matches = expected === actual || (expected === 'integer' && Number.isInteger(value));
    if (!matches || (actual === 'number' && !Number.isFinite(value))) {
      return [{ path, message: `Expected ${expected}, received ${actual}` }];
    }
  }
  if (schema.enum && !schema.enum.includes(value)) {
    const options = schema.enum.map((o) => `'${String(o)}'`).join(' | ');
    return [
      { path, message: `Invalid enum value. Expected ${options}, received '${String(value)}'` },
    ];
  }
  if (actual === 'string') return checkString(schema, value as string, path);
  if (actual === 'array') {
    const items = schema.items;
    const counted = checkCount(schema, value as unknown[], path);
    if (!items) return counted;
    return [
      ...counted,
      ...(value as unknown[]).flatMap((item, i) => validate(items, item, [...path, String(i)])),
    ];
  }
  if (actual === 'object') return checkObject(schema, value as Record<string, unknown>, path);
  return [];
}

const SHAPE_RULES = ['minLength', 'maxLength', 'pattern'] as const;

/**
 * The schema without the string shape rules of the top-level properties `keys`, for a route that
 * checks them itself (at least as strictly) to answer in product terms, e.g. 'Code must contain
 * digits only' rather than zod's 'Invalid'. Naming a property that has no such rule is an error,
 * so a stale name cannot hide a rule the contract adds later.
 */
export function withoutShapeRules(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  const found = new Set<string>();
  const strip = (node: JsonSchema): JsonSchema => {
    const out: JsonSchema = { ...node };
    if (node.oneOf) out.oneOf = node.oneOf.map(strip);
    if (node.anyOf) out.anyOf = node.anyOf.map(strip);
    if (node.allOf) out.allOf = node.allOf.map(strip);
    if (node.properties) {
      out.properties = { ...node.properties };
      for (const key of keys) {
        const property = Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
        if (!property || !SHAPE_RULES.some((rule) => property[rule] !== undefined)) continue;
        const copy = { ...property };
        for (const rule of SHAPE_RULES) delete copy[rule];
        out.properties[key] = copy;
        found.add(key);
      }
    }
    return out;
  };
  const stripped = strip(schema);
  const missing = keys.filter((key) => !found.has(key));
  if (missing.length > 0) throw new Error(`No shape rules to take over for ${missing.join(', ')}`);
  return stripped;
}
