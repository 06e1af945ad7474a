import type { PageProps } from './page-props.js';

/** Playground page for the device table view. */
export function DevicesPage(_props: PageProps) {
  return <p className="playground-coming-soon">The device table view is coming soon.</p>;
}
