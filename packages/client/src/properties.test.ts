import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PorchlightInvalidInputError } from './errors/api-errors.js';
import { PorchlightError, PorchlightQueryParameterError } from './errors/porchlight-error.js';
import { PorchlightClient } from './porchlight-client.js';
import { toQueryString } from './transport/query-string.js';

/** Keys a caller might plausibly pass, plus the hostile ones, plus anything. */
const keyArb = fc.oneof(
  fc.constantFrom(
    'endpoint',
    'fetch',
    'timeout',
    'retries',
    'retryDelay',
    'waitForActionAttempt',
    'onWarning',
    'apiKey',
    'clientSessionToken',
    'personalAccessToken',
    'workspaceId',
    'publishableKey',
    'userIdentifierKey',
    '__proto__',
    'constructor',
    'toString',
  ),
  fc.string(),
);

/** Defines own properties, so a `__proto__` key stays a key. */
const objectArb = (valueArb: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(keyArb, valueArb), { maxLength: 6 }).map((entries) => {
    const target: Record<string, unknown> = {};
    for (const [key, value] of entries) {
      Object.defineProperty(target, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return target;
  });

describe('client option rules', () => {
  it('any credentials and options either build a client or throw a PorchlightError', () => {
    const credentialValue = fc.oneof(
      fc.constantFrom('seam_test_key', 'seam_cst1_token', 'seam_at1_token', 'seam_pk1_key'),
      fc.anything(),
    );
    const optionValue = fc.oneof(
      fc.constantFrom('http://127.0.0.1:1', 'https://user:pw@example.com', 0, -1, 1e12, true),
      fc.anything(),
    );
    fc.assert(
      fc.property(objectArb(credentialValue), objectArb(optionValue), (credentials, options) => {
        try {
          new PorchlightClient(credentials as never, options as never);
        } catch (error) {
          expect(error).toBeInstanceOf(PorchlightError);
          expect((error as Error).message).not.toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('query serialization', () => {
  it('any parameters serialize or throw a PorchlightQueryParameterError', () => {
    fc.assert(
      fc.property(
        objectArb(fc.oneof(fc.anything(), fc.date({ noInvalidDate: false }))),
        (params) => {
          try {
            expect(typeof toQueryString(params)).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(PorchlightQueryParameterError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('scalars and arrays of scalars read back as what was sent', () => {
    const scalar = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.integer(),
      fc.boolean(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const valueArb = fc.oneof(scalar, fc.array(scalar, { minLength: 2, maxLength: 4 }));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), valueArb, { maxKeys: 5 }),
        (params) => {
          const read = new URLSearchParams(toQueryString(params));
          for (const [key, value] of Object.entries(params)) {
            const expected = (Array.isArray(value) ? value : [value]).map(String);
            expect(read.getAll(key)).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('messageFor', () => {
  it('answers a string or undefined for any key, __proto__ included, whatever the body held', () => {
    const validationErrors = fc.oneof(
      fc.anything(),
      objectArb(fc.oneof(fc.record({ _errors: fc.array(fc.anything()) }), fc.anything())),
    );
    fc.assert(
      fc.property(validationErrors, keyArb, (raw, key) => {
        const error = new PorchlightInvalidInputError(400, 'req', {
          type: 'invalid_input',
          message: 'Invalid input',
          validation_errors: raw,
        });
        const message = error.messageFor(key);
        expect(message === undefined || typeof message === 'string').toBe(true);
        // Nothing leaks in through the prototype.
        expect(Object.getPrototypeOf(error.validationErrors)).toBe(Object.prototype);
      }),
      { numRuns: 500 },
    );
  });

  it('finds a message stored under __proto__ as a plain key', () => {
    const raw = JSON.parse('{"__proto__":{"_errors":["Odd but allowed"]}}');
    const error = new PorchlightInvalidInputError(400, 'req', {
      type: 'invalid_input',
      message: 'Invalid input',
      validation_errors: raw,
    });
    expect(error.messageFor('__proto__')).toBe('Odd but allowed');
    expect(error.messageFor('constructor')).toBeUndefined();
    expect(error.messageFor('toString')).toBeUndefined();
  });
});
