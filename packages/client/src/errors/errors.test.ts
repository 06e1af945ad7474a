import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as exported from '../index.js';
import type { ActionAttempt } from '../models.js';
import {
  PorchlightActionAttemptError,
  PorchlightActionAttemptPollError,
  PorchlightActionAttemptStillPendingError,
} from './action-attempt-errors.js';
import {
  PorchlightApiError,
  PorchlightInvalidInputError,
  PorchlightMalformedResponseError,
  PorchlightUnauthorizedError,
} from './api-errors.js';
import {
  PorchlightClientMissingError,
  PorchlightError,
  PorchlightInternalEndpointError,
  PorchlightInvalidOptionsError,
  PorchlightInvalidParamsError,
  PorchlightInvalidPropsError,
  PorchlightQueryParameterError,
} from './porchlight-error.js';
import { redact, redactDeep } from './redact.js';
import { PorchlightNetworkError, PorchlightTimeoutError } from './transport-errors.js';

const pending = {
  action_attempt_id: 'aa_1',
  action_type: 'LOCK_DOOR',
  status: 'pending',
  result: null,
  error: null,
} as ActionAttempt;

// Every error class, built as the client builds it, with the name and message it must carry.
const cases: [Error, string, string][] = [
  [new PorchlightError('x'), 'PorchlightError', 'x'],
  [
    new PorchlightInvalidOptionsError('endpoint must be an absolute http(s) URL'),
    'PorchlightInvalidOptionsError',
    'PorchlightClient received invalid options: endpoint must be an absolute http(s) URL',
  ],
  [
    new PorchlightInvalidPropsError('client cannot be combined with publishableKey'),
    'PorchlightInvalidPropsError',
    'Invalid props: client cannot be combined with publishableKey',
  ],
  [
    new PorchlightClientMissingError(),
    'PorchlightClientMissingError',
    'Attempted to use a missing Porchlight client: it was used outside a provider, failed to be created, or is still loading.',
  ],
  [
    new PorchlightInternalEndpointError(),
    'PorchlightInternalEndpointError',
    'This is an internal endpoint and should not be used.',
  ],
  [
    new PorchlightQueryParameterError('ids', 'is null or contains null'),
    'PorchlightQueryParameterError',
    "Could not serialize parameter: 'ids' is null or contains null",
  ],
  [
    new PorchlightInvalidParamsError('/devices/get', 'expected an object of fields, got string'),
    'PorchlightInvalidParamsError',
    'Invalid parameters for /devices/get: expected an object of fields, got string',
  ],
  [
    new PorchlightApiError(404, 'req_1', { type: 'device_not_found', message: 'Not found' }),
    'PorchlightApiError',
    'Not found',
  ],
  [
    new PorchlightApiError(503, undefined, { type: 'unavailable', message: '' }),
    'PorchlightApiError',
    'Request failed with status 503',
  ],
  [
    new PorchlightInvalidInputError(400, 'req_2', { type: 'invalid_input', message: 'Invalid' }),
    'PorchlightInvalidInputError',
    'Invalid',
  ],
  [new PorchlightUnauthorizedError('req_3'), 'PorchlightUnauthorizedError', 'Unauthorized'],
  [
    new PorchlightMalformedResponseError(502, undefined, 'the body is not valid JSON'),
    'PorchlightMalformedResponseError',
    'Malformed response (status 502): the body is not valid JSON',
  ],
  [
    new PorchlightNetworkError('/devices/list', new TypeError('fetch failed')),
    'PorchlightNetworkError',
    'Network error calling /devices/list: fetch failed',
  ],
  [
    new PorchlightNetworkError(
      '/devices/list',
      new TypeError('fetch failed', {
        cause: new Error('getaddrinfo ENOTFOUND connect.example.test'),
      }),
      { origin: 'https://connect.example.test' },
    ),
    'PorchlightNetworkError',
    'Network error calling https://connect.example.test/devices/list: fetch failed: getaddrinfo ENOTFOUND connect.example.test',
  ],
  [
    new PorchlightNetworkError(
      '/devices/list',
      new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }),
    ),
    'PorchlightNetworkError',
    'Network error calling /devices/list: fetch failed: ECONNRESET',
  ],
  [
    new PorchlightNetworkError('/devices/list', new TypeError('fetch failed', { cause: {} })),
    'PorchlightNetworkError',
    'Network error calling /devices/list: fetch failed',
  ],
  [
    new PorchlightTimeoutError('/devices/list', 250),
    'PorchlightTimeoutError',
    'Request to /devices/list timed out after 250 ms',
  ],
  [
    new PorchlightActionAttemptError({
      ...pending,
      status: 'error',
      error: { type: 'device_offline', message: 'Device is offline' },
    } as ActionAttempt & { error: { type: string; message: string } }),
    'PorchlightActionAttemptError',
    'device_offline performing LOCK_DOOR: Device is offline',
  ],
  [
    new PorchlightActionAttemptStillPendingError(pending, 60_000),
    'PorchlightActionAttemptStillPendingError',
    'Action attempt is still pending after 60000 ms',
  ],
];

describe('error hierarchy', () => {
  it.each(cases)('%s has its own name and message', (error, name, message) => {
    expect(error).toBeInstanceOf(PorchlightError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.message).toBe(message);
    // Every class is part of the public API, so callers can `instanceof` it.
    expect((exported as Record<string, unknown>)[name]).toBe(error.constructor);
  });

  it('makes every HTTP failure an API error with status, request id and type', () => {
    const apiErrors = [
      new PorchlightInvalidInputError(400, 'req_a', {
        type: 'invalid_input',
        message: 'Invalid',
        validation_errors: { code: { _errors: ['Code is required'] }, bogus: 'x' },
      }),
      new PorchlightUnauthorizedError('req_b'),
      new PorchlightMalformedResponseError(200, 'req_c', 'the body has no "devices"'),
    ];
    for (const error of apiErrors) expect(error).toBeInstanceOf(PorchlightApiError);
    expect(apiErrors.map((e) => [e.status, e.requestId, e.type])).toEqual([
      [400, 'req_a', 'invalid_input'],
      [401, 'req_b', 'unauthorized'],
      [200, 'req_c', 'malformed_response'],
    ]);
    const [invalid] = apiErrors as [PorchlightInvalidInputError];
    expect(invalid.validationErrors).toEqual({ code: { _errors: ['Code is required'] } });
    expect(invalid.messageFor('code')).toBe('Code is required');
  });

  it('lists its fields in one order, the order JSON and loggers show them in', () => {
    const failed = { ...pending, status: 'error', error: { type: 't', message: 'm' } };
    const errors: [Error, string[]][] = [
      [
        new PorchlightInvalidInputError(400, 'req_a', { type: 'invalid_input', message: 'm' }),
        [
          'name',
          'status',
          'requestId',
          'type',
          'data',
          'retryAfter',
          'validationErrors',
          'formErrors',
        ],
      ],
      [
        new PorchlightTimeoutError('/devices/list', 5),
        ['name', 'timeout', 'path', 'mayHaveSucceeded'],
      ],
      [
        new PorchlightActionAttemptError(
          failed as ConstructorParameters<typeof PorchlightActionAttemptError>[0],
        ),
        ['name', 'type', 'errorMessage', 'actionType', 'actionAttempt'],
      ],
      [
        new PorchlightActionAttemptPollError(pending, 'gone'),
        ['name', 'actionAttempt', 'mayHaveSucceeded'],
      ],
    ];
    for (const [error, keys] of errors) expect(Object.keys(error)).toEqual(keys);
  });
});

describe('validation errors', () => {
  // As the provider formats them: the input's own messages at the top, fields nested below.
  const nested = () =>
    new PorchlightInvalidInputError(400, 'req', {
      type: 'invalid_input',
      message: 'Invalid input',
      validation_errors: {
        _errors: ["Unrecognized key(s) in object: 'bogus'", 7],
        default_climate_setting: {
          _errors: [],
          cooling_set_point_fahrenheit: { _errors: ['Expected number, received string'] },
          hvac_mode_setting: { _errors: 'not a list', deeper: { _errors: ['Deep'] } },
          junk: 'x',
        },
        name: { _errors: ['60 characters max'] },
        'a.b': { _errors: ['Dotted key'] },
      },
    });

  it('keeps nested fields, in the provider’s shape, and the input’s own messages apart', () => {
    const error = nested();
    expect(error.formErrors).toEqual(["Unrecognized key(s) in object: 'bogus'"]);
    expect(error.validationErrors).toEqual({
      default_climate_setting: {
        _errors: [],
        cooling_set_point_fahrenheit: { _errors: ['Expected number, received string'] },
        hvac_mode_setting: { _errors: [], deeper: { _errors: ['Deep'] } },
      },
      name: { _errors: ['60 characters max'] },
      'a.b': { _errors: ['Dotted key'] },
    });
    // A property's own messages stay a list, and a host's literal (a test fixture) still fits.
    const own: string[] | undefined = error.validationErrors.name?._errors;
    expect(own).toEqual(['60 characters max']);
    const literal: typeof error.validationErrors = {
      code: { _errors: ['Taken'], nested: { _errors: [] } },
    };
    expect(literal.code?._errors).toEqual(['Taken']);
  });

  it('answers messageFor by dotted path, keeping plain and dotted names working', () => {
    const error = nested();
    expect(error.messageFor('default_climate_setting.cooling_set_point_fahrenheit')).toBe(
      'Expected number, received string',
    );
    expect(error.messageFor('default_climate_setting.hvac_mode_setting.deeper')).toBe('Deep');
    expect(error.messageFor('name')).toBe('60 characters max');
    expect(error.messageFor('a.b')).toBe('Dotted key');
    // A field's own messages only, and nothing through `_errors` or the prototype.
    expect(error.messageFor('default_climate_setting')).toBeUndefined();
    for (const path of [
      '_errors',
      'name._errors',
      'name._errors.0',
      'default_climate_setting.constructor',
      'name.__proto__',
      'toString',
      '',
      'name.',
    ]) {
      expect(error.messageFor(path)).toBeUndefined();
    }
  });

  it('has no form errors when the provider sent none, and survives hostile nesting', () => {
    expect(
      new PorchlightInvalidInputError(400, 'req', { type: 'x', message: '' }).formErrors,
    ).toEqual([]);
    let deep: unknown = { _errors: ['bottom'] };
    for (let i = 0; i < 10_000; i++) deep = { f: deep, _errors: [] };
    const error = new PorchlightInvalidInputError(400, 'req', {
      type: 'invalid_input',
      message: 'Invalid input',
      validation_errors: deep,
    });
    expect(error.messageFor('f')).toBeUndefined();
    expect(error.messageFor(Array(40).fill('f').join('.'))).toBeUndefined();
  });
});

describe('API error details', () => {
  it('keeps a 401’s own type and data, and says unauthorized when it gave none', () => {
    const typed = new PorchlightUnauthorizedError('req', 'Publishable key is not valid', {
      type: 'invalid_publishable_key',
      data: { hint: 'x' },
    });
    expect(typed).toMatchObject({
      status: 401,
      type: 'invalid_publishable_key',
      data: { hint: 'x' },
    });
    expect(new PorchlightUnauthorizedError('req', undefined, { type: '' }).type).toBe(
      'unauthorized',
    );
  });

  it('says a malformed answer changed nothing unless told otherwise', () => {
    expect(new PorchlightMalformedResponseError(200, 'r', 'x').mayHaveSucceeded).toBe(false);
    const written = new PorchlightMalformedResponseError(200, 'r', 'x', { mayHaveSucceeded: true });
    expect(written.mayHaveSucceeded).toBe(true);
  });
});

describe('redaction', () => {
  it('keeps a __proto__ key of a server body as data, not as the copy’s prototype', () => {
    const copy = redactDeep(JSON.parse('{"__proto__":{"polluted":"seam_x"}}'), ['seam_x']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy as object)).toEqual(['__proto__']);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({
      polluted: '[redacted]',
    });
  });

  it('replaces every occurrence of every secret', () => {
    expect(redact('a seam_x b seam_x c seam_y', ['seam_x', 'seam_y', ''])).toBe(
      'a [redacted] b [redacted] c [redacted]',
    );
  });

  it('redacts strings and keys anywhere in a JSON value and drops hostile depth', () => {
    expect(redactDeep({ a: ['k seam_x'], seam_x: { n: 1, b: true, z: null } }, ['seam_x'])).toEqual(
      { a: ['k [redacted]'], '[redacted]': { n: 1, b: true, z: null } },
    );
    let deep: unknown = 'seam_x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(JSON.stringify(redactDeep(deep, ['seam_x']))).not.toContain('seam_x');
  });
});

describe('the root README’s error table', () => {
  // A host greps its logs for the message the README quotes; it must be the one the error carries.
  it('quotes the start of PorchlightInvalidPropsError’s message as it reads', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const row = readme
      .split('\n')
      .find((line) => line.startsWith('| `PorchlightInvalidPropsError`'));
    const quoted = /"([^"…]+)…"/.exec(row ?? '')?.[1];
    expect(quoted).toBeDefined();
    expect(new PorchlightInvalidPropsError('x').message).toMatch(new RegExp(`^${quoted}`));
  });
});
