/**
 * The host's `heading` prop as a title: its text, or `undefined` for the view's own when unset,
 * `null` (hidden, the view's own kept for screen readers) or blank. A blank one (a template with
 * no value, `heading=""` on an element) drew an empty title and gave the table an empty name.
 */
export function hostHeading(heading: string | null | undefined): string | undefined {
  return typeof heading === 'string' && heading.trim() !== '' ? heading : undefined;
}
