import type { ValidationIssue } from './api-error.js';
import { isIsoDateTime } from './iso-date.js';
import type { JsonSchema } from './schema-types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function checkFormat(schema: JsonSchema, value: string, path: string[]): ValidationIssue[] {
  if (schema.format === 'uuid' && !UUID.test(value)) return [{ path, message: 'Invalid uuid' }];
  if (schema.format === 'date-time' && !isIsoDateTime(value))
    return [{ path, message: 'Invalid datetime' }];
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
 * Validates a value against the contract's request schema and answers zod-style messages. String
 * shape rules (length, pattern) are left to the routes so they can explain them in product terms.
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
  if (actual === 'string') return checkFormat(schema, value as string, path);
  if (actual === 'array' && schema.items) {
    const items = schema.items;
    return (value as unknown[]).flatMap((item, i) => validate(items, item, [...path, String(i)]));
  }
  if (actual === 'object') return checkObject(schema, value as Record<string, unknown>, path);
  return [];
}
