import {
  attributeName,
  ELEMENTS,
  type ElementSpec,
  type PropKind,
} from '@porchlight/react/elements/registry';
import { descriptionOf } from './prop-descriptions.js';

const kindText = (kind: PropKind): string =>
  typeof kind === 'string'
    ? {
        string: 'text',
        number: 'number',
        list: 'comma-separated list',
        ids: 'ids, separated by commas or spaces',
        boolean: 'present or absent',
        property: 'property only',
      }[kind]
    : kind.oneOf.join(' | ');

const componentName = (spec: ElementSpec): string =>
  spec.tag
    .replace(/^porchlight-/, '')
    .replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

// A whole component, so the code compiles where it is pasted: the signed-in user's id comes in
// as a prop instead of from a name the host may not have. The stylesheet is imported, so the
// provider must not inject a second copy from unpkg.
function reactCode(spec: ElementSpec): string {
  const required = (spec.required ?? []).map((prop) => ` ${prop}="…"`).join('');
  const name = componentName(spec);
  return `import { PorchlightProvider, ${name} } from '@porchlight/react';
import '@porchlight/react/index.css';

export function App({ userId }: { userId: string }) {
  return (
    <PorchlightProvider
      publishableKey="seam_pk1_…"
      userIdentifierKey={userId}
      disableCssInjection
    >
      <${name}${required} />
    </PorchlightProvider>
  );
}`;
}

function elementCode(spec: ElementSpec): string {
  const required = (spec.required ?? []).map((prop) => `\n  ${attributeName(prop)}="…"`).join('');
  const events = (spec.events ?? [])
    .map(
      (event) =>
        `\ndocument.addEventListener('${event.type}', (event) => console.log(event.detail));`,
    )
    .join('');
  return `<script type="module" src="https://unpkg.com/@porchlight/react/dist/elements.js"></script>
<${spec.tag}
  publishable-key="seam_pk1_…"
  user-identifier-key="user-42"${required}
></${spec.tag}>${events ? `\n<script type="module">${events}\n</script>` : ''}`;
}

/** One view's props table (React prop and custom-element attribute) and the code to copy. */
export function ViewDocs({ spec }: { spec: ElementSpec }) {
  const name = componentName(spec);
  return (
    <section className="playground-element-docs" aria-labelledby={`${spec.tag}-title`}>
      <h2 id={`${spec.tag}-title`}>
        <code>{`<${spec.tag}>`}</code>
      </h2>
      {/* Four columns do not fit 320 px: the table scrolls inside its own region, named by the
          table's caption, which keyboard users can focus to scroll. */}
      <section
        className="playground-props-scroll"
        aria-labelledby={`${spec.tag}-props`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
        tabIndex={0}
      >
        <table>
          <caption id={`${spec.tag}-props`}>Props of {name}</caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              <th scope="col">Property / React prop</th>
              <th scope="col">Value</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(spec.props).map(([prop, kind]) => (
              <tr key={prop}>
                <td>{kind === 'property' ? '–' : <code>{attributeName(prop)}</code>}</td>
                <td>
                  <code>{prop}</code>
                  {spec.required?.includes(prop) ? ' (required)' : ''}
                </td>
                <td>{kindText(kind)}</td>
                <td>{descriptionOf(name, prop)}</td>
              </tr>
            ))}
            <tr>
              <td>
                <code>heading-level</code> (provider attribute)
              </td>
              <td>
                <code>headingLevel</code>
              </td>
              <td>1–6, default the provider&apos;s (2)</td>
              <td>{descriptionOf(name, 'headingLevel')}</td>
            </tr>
            <tr>
              <td>– (a class on the element itself)</td>
              <td>
                <code>className</code>
              </td>
              <td>text, React only</td>
              <td>{descriptionOf(name, 'className')}</td>
            </tr>
            {(spec.events ?? []).map((event) => (
              <tr key={event.prop}>
                <td>
                  event <code>{event.type}</code>
                  {event.cancelable ? ' (cancelable)' : ''}
                </td>
                <td>
                  <code>{event.prop}</code>
                </td>
                <td>callback</td>
                <td>
                  {descriptionOf(name, event.prop)}
                  {event.cancelable ? (
                    <>
                      {' '}
                      On the element, <code>event.preventDefault()</code> stands for returning
                      false.
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <h3>React</h3>
      <pre>
        <code>{reactCode(spec)}</code>
      </pre>
      <h3>Custom element</h3>
      <pre>
        <code>{elementCode(spec)}</code>
      </pre>
    </section>
  );
}

/** The registry entries of the given custom-element tags, in that order. */
export function specsOf(tags: readonly string[]): ElementSpec[] {
  return tags.flatMap((tag) => ELEMENTS.filter((spec) => spec.tag === tag));
}
