import type { PageProps } from './page-props.js';

/** Playground page for the device details view. */
export function DeviceDetailsPage(_props: PageProps) {
  return <p className="playground-coming-soon">The device details view is coming soon.</p>;
}
