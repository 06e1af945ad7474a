import { RequiredError } from '../errors/required-error.js';

// Tokens are printable ASCII. Anything else either breaks the header (fetch then throws a
// TypeError quoting the whole `Bearer …` value) or is trimmed away silently (a newline from a
// secrets file), so it is refused before it can reach fetch or an error message.
const TOKEN = /^[\x21-\x7e]*$/;

// fetch's own rules: a header name is an RFC 9110 token; a value, once fetch has trimmed
// surrounding whitespace, holds no NUL, CR or LF and no character above U+00FF.
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const UNSENDABLE_VALUE = /[\0\r\n]|[^\0-\xff]/;
const SURROUNDING_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/** Throws `RequiredError` (without quoting the token) when `token` cannot travel as a bearer header. */
export function assertToken(token: unknown, operation: string): void {
  if (String(token) === '') {
    // Sent, it reads as a 401 from the service, with nothing to say the token never arrived.
    throw new RequiredError(
      'token',
      operation,
      "it is empty (often an unset environment variable read as `process.env.SVIX_TOKEN ?? ''`); pass the token the service issued.",
    );
  }
  if (TOKEN.test(String(token))) return;
  throw new RequiredError(
    'token',
    operation,
    'it contains whitespace, a line break or a character an HTTP header cannot carry (often a trailing newline read from a file or environment variable); pass the token exactly as issued.',
  );
}

/**
 * Throws `RequiredError` for a header fetch would refuse. Checked before the first attempt, so
 * such a header is neither retried as a network failure nor echoed by fetch into a message;
 * values are never quoted (a caller's header may hold a credential of its own).
 */
export function assertHeaders(headers: Record<string, string>, operation: string): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) {
      throw new RequiredError(
        'headers',
        operation,
        "a header name is not a valid HTTP token (letters, digits and !#$%&'*+-.^_`|~ only); fix or remove it.",
      );
    }
    assertHeaderValue(`headers['${name}']`, value, operation);
  }
}

/** Throws `RequiredError` for a value fetch would refuse in a header (e.g. `idempotencyKey`). */
export function assertHeaderValue(field: string, value: unknown, operation: string): void {
  if (!UNSENDABLE_VALUE.test(String(value).replace(SURROUNDING_WHITESPACE, ''))) return;
  throw new RequiredError(
    field,
    operation,
    'the value contains a line break, a NUL or a character above U+00FF, which an HTTP header cannot carry; remove it.',
  );
}
