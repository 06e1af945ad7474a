import type { PageProps } from './page-props.js';

/** Playground page for the create access code form view. */
export function CreateAccessCodePage(_props: PageProps) {
  return <p className="playground-coming-soon">The create access code form view is coming soon.</p>;
}
