import { PorchlightQueryParameterError } from '../errors/porchlight-error.js';

type Scalar = string | number | boolean | bigint | Date;

/**
 * Serializes read parameters into a query string: arrays become repeated keys, an empty array
 * becomes `key=` (the provider's empty list), `undefined` is left out and keys are sorted so equal
 * requests produce equal URLs.
 *
 * @throws {PorchlightQueryParameterError} for null, functions, objects, non-finite numbers and an
 * array holding a single empty string (which would read back as an empty array).
 */
export const toQueryString = (params: object | undefined): string => {
  if (params === undefined) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      appendArray(search, name, value);
      continue;
    }
    search.set(name, serialize(name, value));
  }
  search.sort();
  return search.toString();
};

/**
 * Names of the read parameters only a JSON body can carry: objects such as `custom_metadata_has`
 * (dates and arrays have a query form).
 */
export const bodyOnlyFields = (params: object | undefined): string[] =>
  Object.entries(params ?? {})
    .filter(
      ([, value]) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !(value instanceof Date),
    )
    .map(([name]) => name);

const appendArray = (search: URLSearchParams, name: string, values: unknown[]): void => {
  if (values.length === 0) {
    search.set(name, '');
    return;
  }
  if (values.length === 1 && values[0] === '') {
    throw new PorchlightQueryParameterError(
      name,
      'is a single element array containing the empty string which is unsupported because it serializes to the empty array',
    );
  }
  for (const value of values) search.append(name, serialize(name, value));
};

const serialize = (name: string, value: unknown): string => {
  if (value === null) {
    // The provider has no query form of null; saying how to leave the field unset spares the
    // caller a guess.
    throw new PorchlightQueryParameterError(
      name,
      'is null or contains null, which a query string cannot carry: omit the field (or leave it undefined) to leave it unset, or remove the null from its array',
    );
  }
  if (value === undefined) {
    throw new PorchlightQueryParameterError(name, 'is undefined or contains undefined');
  }
  if (typeof value === 'function') {
    throw new PorchlightQueryParameterError(name, 'is a function or contains a function');
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) {
      throw new PorchlightQueryParameterError(name, 'is an invalid date');
    }
    return value.toISOString();
  }
  if (typeof value === 'symbol') {
    throw new PorchlightQueryParameterError(name, 'is a symbol or contains a symbol');
  }
  if (typeof value === 'object') {
    throw new PorchlightQueryParameterError(name, 'is an object or contains an object');
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new PorchlightQueryParameterError(name, `is ${value}`);
  }
  return String(value as Scalar);
};
