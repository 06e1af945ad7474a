import type { PageProps } from './page-props.js';

/** Playground page for the access code details view. */
export function AccessCodeDetailsPage(_props: PageProps) {
  return <p className="playground-coming-soon">The access code details view is coming soon.</p>;
}
