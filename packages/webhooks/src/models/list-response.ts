import type { JsonObject } from './json.js';

/** One page of a list call. Pass `iterator` back as the `iterator` option for the next page. */
export interface ListResponse<T> {
  /** The items of this page. */
  data: T[];
  /** `true` on the last page. */
  done: boolean;
  /** Cursor for the next page. */
  iterator?: string | null;
  /** Cursor for the previous page (message and attempt lists). */
  prevIterator?: string | null;
}

/** Options every list call takes. */
export interface ListOptions {
  /** The cursor from a previous page (`null`: the first page, as in Svix). */
  iterator?: string | null | undefined;
  /** Page size. */
  limit?: number | null | undefined;
}

/** Decodes a page, converting each item with `item`. */
export function listFromJson<T>(json: unknown, item: (value: JsonObject) => T): ListResponse<T> {
  const page = json as JsonObject & { data?: JsonObject[] };
  return { ...(page as object), data: (page.data ?? []).map(item) } as ListResponse<T>;
}
