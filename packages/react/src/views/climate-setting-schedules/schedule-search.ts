/**
 * The spec's schedule search: a trimmed, case-insensitive substring match of the name as shown
 * (so an unnamed schedule is found by its fallback name). An empty query keeps everything.
 */
export function searchSchedules<T>(items: T[], query: string, shownName: (item: T) => string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return items;
  return items.filter((item) => shownName(item).toLocaleLowerCase().includes(needle));
}
