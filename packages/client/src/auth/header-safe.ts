// Keys, tokens and workspace ids are printable ASCII. Anything else either breaks the header
// (fetch then throws a TypeError quoting the `Bearer …` value it has trimmed, so redacting the
// exact secret misses it) or is trimmed away silently, e.g. a newline read from a secrets file.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** Whether a credential can be sent in a header exactly as given. */
export const canTravelInHeader = (value: string): boolean => PRINTABLE_ASCII.test(value);

/** The reason given for a credential that cannot; it never quotes the value. */
export const NOT_HEADER_SAFE =
  'contains whitespace, a line break or a character an HTTP header cannot carry (often a trailing newline read from a file or environment variable): pass it exactly as issued';
