/**
 * The spec's schedule search: a trimmed, case-insensitive substring match of the name as shown
 * (so an unnamed schedule is found by its fallback name). An empty query keeps everything. Both
 * sides are put in one Unicode form (NFC) first, as the device table's search does: a name the API
 * sends decomposed ('e' + combining accent) never contained the composed letter a keyboard types.
 */
export function searchSchedules<T>(items: T[], query: string, shownName: (item: T) => string): T[] {
  const needle = query.trim().normalize().toLocaleLowerCase();
  if (needle === '') return items;
  return items.filter((item) => shownName(item).normalize().toLocaleLowerCase().includes(needle));
}
