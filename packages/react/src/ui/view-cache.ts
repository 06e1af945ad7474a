/**
 * The view of an API object, parsed once per object: the cache's objects are replaced, never
 * edited, on every change, so an unchanged object keeps its view (and a memoised row stays put).
 * The API's answer is untrusted: a malformed entry (null, a string) cannot be a key and is parsed
 * every time.
 */
export function cachedView<View>(
  views: WeakMap<object, View>,
  raw: unknown,
  parse: (raw: unknown) => View,
): View {
  if (typeof raw !== 'object' || raw === null) return parse(raw);
  let view = views.get(raw);
  if (view === undefined) {
    view = parse(raw);
    views.set(raw, view);
  }
  return view;
}
