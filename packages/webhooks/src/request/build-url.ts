/** A query value; arrays repeat the key (`a=1&a=2`), dates become ISO strings. */
export type QueryValue = string | number | boolean | Date | readonly string[] | undefined | null;

/** Substitutes `{name}` segments with URL-encoded values and appends the query. */
export function buildUrl(
  serverUrl: string,
  template: string,
  pathParams: Record<string, string>,
  query: Record<string, QueryValue> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] as string),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) appendQuery(search, key, value);
  const text = search.toString();
  return `${serverUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

// OpenAPI 3's default for query arrays is form style, exploded: one pair per item.
function appendQuery(search: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) search.append(key, item);
  } else if (value instanceof Date) {
    search.append(key, value.toISOString());
  } else {
    search.append(key, String(value));
  }
}
