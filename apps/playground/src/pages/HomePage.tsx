import type { PageProps } from './page-props.js';

/** Landing page: what the playground is and how it connects. */
export function HomePage(_props: PageProps) {
  return (
    <div className="playground-home">
      <p>
        Every Porchlight view, embedded in a plain host application. Pick a view on the left. The
        connection panel above points at the local fake API by default; change it to try a real
        endpoint.
      </p>
    </div>
  );
}
