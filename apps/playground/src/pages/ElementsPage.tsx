import { ELEMENTS } from '@porchlight/react/elements/registry';
import type { PageProps } from './page-props.js';
import { ViewDocs } from './ViewDocs.js';

/**
 * Every view's props, as React props and as custom-element attributes, with code to copy; read
 * from the elements registry, so a new view appears here with its registry entry.
 */
export function ElementsPage(_props: PageProps) {
  return (
    <div className="playground-elements">
      <p>
        Every view is also a custom element (<code>@porchlight/react/elements</code>). The provider
        attributes (<code>publishable-key</code>, <code>user-identifier-key</code>,{' '}
        <code>client-session-token</code>, <code>endpoint</code>, <code>theme</code>, …) work on
        every element; the rows below are each view&apos;s own.
      </p>
      {ELEMENTS.map((spec) => (
        <ViewDocs key={spec.tag} spec={spec} />
      ))}
    </div>
  );
}
