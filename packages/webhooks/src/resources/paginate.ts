import type { ListOptions, ListResponse } from '../models/list-response.js';

/**
 * Walks every page of a list call, yielding items one by one. Stops on `done`, on a missing
 * cursor, or when the server hands back the cursor it was just given (which would loop forever).
 *
 * @example
 * for await (const ep of paginate((iterator) => client.endpoints.list(appId, { iterator }))) {}
 */
export async function* paginate<T>(
  fetchPage: (iterator: string | undefined) => Promise<ListResponse<T>>,
  start?: ListOptions['iterator'],
): AsyncGenerator<T, void, undefined> {
  let iterator = start ?? undefined;
  for (;;) {
    const page = await fetchPage(iterator);
    yield* page.data;
    const next = page.iterator ?? undefined;
    if (page.done || next === undefined || next === iterator) return;
    iterator = next;
  }
}
