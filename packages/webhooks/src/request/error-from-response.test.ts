import { describe, expect, it } from 'vitest';
import { HttpApiError, UnknownStatusApiError, ValidationApiError } from '../errors/api-error.js';
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

  it('leaves the body of an undocumented status as parsed', () => {
    const error = fail(418, '[1]');
    expect(error).toBeInstanceOf(UnknownStatusApiError);
    expect(error.body).toEqual([1]);
  });
});
