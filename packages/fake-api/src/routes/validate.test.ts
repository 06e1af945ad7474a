import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../generated/request-schemas.js';
import type { JsonSchema } from './schema-types.js';
import { validate, withoutShapeRules } from './validate.js';

const messages = (schema: JsonSchema, value: unknown) =>
  validate(schema, value).map((issue) => issue.message);

describe('contract shape rules', () => {
  it('keeps the contract’s length and pattern rules in the generated schemas', () => {
    const code = requestSchemas['/access_codes/create']?.body.properties?.code;
    expect(code).toMatchObject({ minLength: 4, maxLength: 8, pattern: '^\\d+$' });
    const key = requestSchemas['/client_sessions/create']?.body.properties?.user_identifier_key;
    expect(key?.minLength).toBe(1);
  });

  it('answers zod’s wording for every failed string rule', () => {
    const code: JsonSchema = { type: 'string', minLength: 4, maxLength: 8, pattern: '^\\d+$' };
    expect(messages(code, '1234')).toEqual([]);
    expect(messages(code, '12a')).toEqual([
      'String must contain at least 4 character(s)',
      'Invalid',
    ]);
    expect(messages(code, '123456789')).toEqual(['String must contain at most 8 character(s)']);
  });

  it('counts array items', () => {
    const pair: JsonSchema = { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 };
    expect(messages(pair, ['a', 'b'])).toEqual([]);
    expect(messages(pair, ['a'])).toEqual(['Array must contain exactly 2 element(s)']);
    const some: JsonSchema = { type: 'array', minItems: 1, maxItems: 3 };
    expect(messages(some, [])).toEqual(['Array must contain at least 1 element(s)']);
    expect(messages(some, [1, 2, 3, 4])).toEqual(['Array must contain at most 3 element(s)']);
  });

  it('lets no string through a null-only union branch', () => {
    const metadata = requestSchemas['/devices/update']?.body.properties?.custom_metadata;
    const value = metadata?.additionalProperties as JsonSchema;
    expect(messages(value, 'x'.repeat(500))).toEqual([]);
    expect(messages(value, null)).toEqual([]);
    expect(messages(value, 'x'.repeat(501))).toEqual([
      'String must contain at most 500 character(s)',
    ]);
  });

  it('hands a property’s shape rules to a route only when it has some', () => {
    const body = requestSchemas['/access_codes/create']?.body as JsonSchema;
    const taken = withoutShapeRules(body, ['code']);
    expect(messages(taken, { device_id: crypto.randomUUID(), code: '1' })).toEqual([]);
    expect(messages(body, { device_id: crypto.randomUUID(), code: '1' })).not.toEqual([]);
    expect(() => withoutShapeRules(body, ['name'])).toThrow(/name/);
  });

  it('checks the url and email formats the contract names', () => {
    const url = requestSchemas['/webhooks/create']?.body as JsonSchema;
    expect(messages(url, { url: 'https://example.com/hook' })).toEqual([]);
    expect(messages(url, { url: 'not a url' })).toEqual(['Invalid url']);
    const email: JsonSchema = { type: 'string', format: 'email' };
    const byEmail = (value: string) => messages(email, value);
    expect(byEmail('jane@example.com')).toEqual([]);
    for (const bad of ['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com'])
      expect(byEmail(bad), bad).toEqual(['Invalid email']);
  });
});
