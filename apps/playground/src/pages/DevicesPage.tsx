import { DeviceTable } from '@porchlight/react';
import type { PageProps } from './page-props.js';

/** Playground page for the device table view; rows open details inside the view. */
export function DevicesPage(_props: PageProps) {
  return <DeviceTable />;
}
