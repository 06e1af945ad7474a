import type { PageProps } from './page-props.js';

/** Playground page for the climate setting schedules view. */
export function ClimateSchedulesPage(_props: PageProps) {
  return (
    <p className="playground-coming-soon">The climate setting schedules view is coming soon.</p>
  );
}
