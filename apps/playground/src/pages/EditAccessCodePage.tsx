import type { PageProps } from './page-props.js';

/** Playground page for the edit access code form view. */
export function EditAccessCodePage(_props: PageProps) {
  return <p className="playground-coming-soon">The edit access code form view is coming soon.</p>;
}
