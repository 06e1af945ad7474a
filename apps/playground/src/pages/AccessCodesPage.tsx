import type { PageProps } from './page-props.js';

/** Playground page for the access code table view. */
export function AccessCodesPage(_props: PageProps) {
  return <p className="playground-coming-soon">The access code table view is coming soon.</p>;
}
