// fetch's own rules: a header name is an RFC 9110 token; a value, once fetch has trimmed the
// surrounding whitespace, holds no NUL, CR or LF and no character above U+00FF.
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const UNSENDABLE_VALUE = /[\0\r\n]|[^\0-\xff]/;
const SURROUNDING_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/**
 * What makes fetch refuse this header, or `undefined` when it can be sent. The value is never
 * quoted: it is usually a credential.
 */
export const headerProblem = (name: string, value: string): string | undefined => {
  if (!HEADER_NAME.test(name)) return 'a header name is not a valid HTTP token';
  if (UNSENDABLE_VALUE.test(String(value).replace(SURROUNDING_WHITESPACE, ''))) {
    return `the ${name} header value contains a line break, a NUL or a character above U+00FF`;
  }
  return undefined;
};
