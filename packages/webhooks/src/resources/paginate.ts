import type { ListOptions, ListResponse } from '../models/list-response.js';

/**
 * Walks every page of a list call, yielding items one by one. Stops on `done`, on a missing
 * cursor, or when the server hands back any cursor already walked (the one it was just given,
 * or an earlier one: `a → b → a` would loop forever).
 *
 * @example
 * for await (const ep of paginate((iterator) => client.endpoints.list(appId, { iterator }))) {}
 */
export async function* paginate<T>(
  fetchPage: (iterator: string | undefined) => Promise<ListResponse<T>>,
  start?: ListOptions['iterator'],
): AsyncGenerator<T, void, undefined> {
  let iterator = start ?? undefined;
  // Every cursor requested so far; cursors are short strings, one per page.
  const seen = new Set<string | undefined>([iterator]);
  for (;;) {
    const page = await fetchPage(iterator);
    yield* page.data;
    const next = page.iterator ?? undefined;
    if (page.done || next === undefined || seen.has(next)) return;
    seen.add(next);
    iterator = next;
  }
}
