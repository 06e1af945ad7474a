import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  HttpApiError,
  RateLimitApiError,
  UnknownStatusApiError,
  ValidationApiError,
} from '../errors/api-error.js';
import { errorFromResponse } from './error-from-response.js';

const fail = (status: number, text: string, operation = 'applications.get') =>
  errorFromResponse(new Response(text, { status }), text, operation);

describe('errorFromResponse', () => {
  it('keeps a documented JSON error body as the object received', () => {
    const body = { code: 'not_found', detail: 'Entity not found' };
    const error = fail(404, JSON.stringify(body));
    expect(error).toBeInstanceOf(HttpApiError);
    expect(error.body).toEqual(body);
    const invalid = { detail: [{ loc: ['body', 'url'], msg: 'invalid url', type: 'value_error' }] };
    expect(fail(422, JSON.stringify(invalid)).body).toEqual(invalid);
  });

  // The types promise the documented object or a string, so a body that parses to anything
  // else must arrive as its text: `typeof body === 'string'` is then the only check needed.
  it.each([
    ['an HTML page', '<html>Bad gateway</html>'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['a JSON number', '404'],
    ['a JSON array', '["not_found"]'],
    ['a JSON string', '"not found"'],
  ])('keeps %s of a 4xx or 422 as the text received', (_name, text) => {
    const http = fail(404, text);
    expect(http).toBeInstanceOf(HttpApiError);
    expect(http.body).toBe(text);
    const validation = fail(422, text);
    expect(validation).toBeInstanceOf(ValidationApiError);
    expect(validation.body).toBe(text);
  });

  it.each([
    ['a null item', '{"detail":[null]}', 'validation failed'],
    [
      'a string loc',
      '{"detail":[{"loc":"body.url","msg":"bad url","type":"value_error"}]}',
      'body.url: bad url',
    ],
    ['a number item and a missing msg', '{"detail":[7,{"loc":["body"]}]}', 'body: '],
  ])('still makes a ValidationApiError of a 422 whose detail holds %s', (_, text, wording) => {
    const error = fail(422, text);
    expect(error).toBeInstanceOf(ValidationApiError);
    expect(error.status).toBe(422);
    expect(error.body).toEqual(JSON.parse(text));
    if (wording !== 'validation failed') expect(error.message).toContain(wording);
  });

  it('leaves the body of an undocumented status as parsed', () => {
    const error = fail(418, '[1]');
    expect(error).toBeInstanceOf(UnknownStatusApiError);
    expect(error.body).toEqual([1]);
  });

  describe('a token the server echoes', () => {
    const token = 'testsk_ABCDEFsecretTOKEN123.eu';
    const echoing = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return errorFromResponse(new Response(text, { status, headers }), text, 'applications.get', [
        token,
      ]);
    };
    const logged = (error: Error) => [JSON.stringify(error), inspect(error, { depth: 10 })];

    it.each([
      ['a 401 detail', 401, { code: 'authentication_failed', detail: `Invalid token ${token}` }],
      ['a 422 item', 422, { detail: [{ loc: ['header', token], msg: `bad ${token}`, type: 't' }] }],
      ['a 500 JSON body', 500, { echo: { authorization: `Bearer ${token}` } }],
      ['a 500 text body', 500, `upstream said: Bearer ${token}`],
      ['a 429 body', 429, { detail: token }],
    ])('is redacted from %s, whatever logs the error', (_name, status, body) => {
      const error = echoing(status, body);
      for (const line of logged(error)) {
        expect(line).not.toContain(token);
        expect(line).toContain('[redacted]');
      }
    });

    it('is redacted from the response headers kept on the error', () => {
      const error = echoing(429, {}, { 'www-authenticate': `Bearer realm="x", token="${token}"` });
      expect(error).toBeInstanceOf(RateLimitApiError);
      expect(error.headers['www-authenticate']).toBe('Bearer realm="x", token="[redacted]"');
    });

    it('keeps everything else in the body as it came', () => {
      const error = echoing(401, { code: 'authentication_failed', detail: 'Invalid token' });
      expect(error.body).toEqual({ code: 'authentication_failed', detail: 'Invalid token' });
    });
  });
});
