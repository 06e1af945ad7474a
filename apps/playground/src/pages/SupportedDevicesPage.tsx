import type { PageProps } from './page-props.js';

/** Playground page for the supported device catalogue view. */
export function SupportedDevicesPage(_props: PageProps) {
  return (
    <p className="playground-coming-soon">The supported device catalogue view is coming soon.</p>
  );
}
