import type { PageProps } from './page-props.js';

/** Playground page for the thermostat card view. */
export function ThermostatPage(_props: PageProps) {
  return <p className="playground-coming-soon">The thermostat card view is coming soon.</p>;
}
