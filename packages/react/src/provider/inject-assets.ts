import { VERSION } from '../version.js';

/** Where the versioned stylesheet is published by default (the npm package's dist folder). */
export const DEFAULT_CSS_BASE_URL = `https://unpkg.com/@porchlight/react@${VERSION}/dist`;
/** The web font stylesheet (weights 400, 600 and 700). */
export const DEFAULT_FONT_URL =
  'https://fonts.googleapis.com/css2?family=Source+Sans+3:wght@400;600;700&display=swap';

/** URL of the stylesheet to inject: minified unless asked otherwise. */
export function stylesheetUrl(baseUrl = DEFAULT_CSS_BASE_URL, unminified = false): string {
  return `${baseUrl.replace(/\/+$/, '')}/${unminified ? 'index.css' : 'index.min.css'}`;
}

/**
 * The tree whose styles reach a node: the shadow root it lives in, or its document (an iframe's
 * own document when a portal rendered it there). Styles of one never reach into the other.
 */
export type StyleRoot = Document | ShadowRoot;

// Node types by number: `instanceof` fails for a node of an iframe's document (another realm).
const DOCUMENT_NODE = 9;
const DOCUMENT_FRAGMENT_NODE = 11;

/** The style root of `node`; a node not yet in any page falls back to its own document. */
export function styleRootOf(node: Node): StyleRoot {
  const root = node.getRootNode();
  if (root.nodeType === DOCUMENT_NODE) return root as Document;
  if (root.nodeType === DOCUMENT_FRAGMENT_NODE && 'host' in root) return root as ShadowRoot;
  return node.ownerDocument ?? document;
}

/** The document a style root belongs to (a shadow root's is the page around its host). */
export function documentOf(root: StyleRoot): Document {
  return root.nodeType === DOCUMENT_NODE ? (root as Document) : (root.ownerDocument as Document);
}

/** Where links go in a style root: a document's head, or the shadow root itself. */
function linkParent(root: StyleRoot): ParentNode & Node {
  return root.nodeType === DOCUMENT_NODE ? (root as Document).head : root;
}

/**
 * How long a link outlives its last user. A custom element swapped for another in one task (Vue's
 * `v-if`, Angular's `ngIf`) renders its new provider in a later task, after the old one let go:
 * removing the link at once made it load again and the views flash unstyled.
 */
export const LINK_RELEASE_GRACE_MS = 1000;

/** Providers using each injected link, per link parent and marker: the last to go removes it. */
const users = new WeakMap<Node, Map<string, number>>();

/**
 * Adds a stylesheet link once per style root, however many providers in it mount: the marker
 * attribute identifies ours so a second provider finds and reuses it. `nonce` is the page's
 * Content-Security-Policy nonce, for a policy that allows only nonced stylesheets. A link for
 * another URL, or without the nonce now given (a host that learns its nonce after hydrating), is
 * replaced: a policy that refused it once never applies it, whatever is set on it later.
 *
 * Returns the release of this use. Once every use is released the link is removed after
 * {@link LINK_RELEASE_GRACE_MS}: a provider replaced by another (a route change, a swapped
 * element) or StrictMode's replayed effect keeps it, with no flash of unstyled views while it
 * would load again.
 */
export function injectStylesheetOnce(
  marker: string,
  href: string,
  nonce: string | undefined,
  root: StyleRoot,
): () => void {
  const parent = linkParent(root);
  const selector = `link[data-porchlight="${marker}"]`;
  const existing = parent.querySelector<HTMLLinkElement>(selector);
  const sameNonce = !nonce || existing?.nonce === nonce;
  if (!existing || existing.getAttribute('href') !== href || !sameNonce) {
    existing?.remove();
    const link = documentOf(root).createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    if (nonce) link.nonce = nonce;
    link.dataset.porchlight = marker;
    // First: every host stylesheet comes later and wins a tie, so host overrides hold.
    parent.insertBefore(link, parent.firstChild);
  }
  return countLinkUse(parent, marker);
}

/** Counts one more use of the link `marker` in `parent`; returns its release. */
function countLinkUse(parent: Node & ParentNode, marker: string): () => void {
  const counts = users.get(parent) ?? new Map<string, number>();
  users.set(parent, counts);
  counts.set(marker, (counts.get(marker) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    counts.set(marker, (counts.get(marker) ?? 1) - 1);
    setTimeout(() => {
      if ((counts.get(marker) ?? 0) > 0) return;
      counts.delete(marker);
      parent.querySelector(`link[data-porchlight="${marker}"]`)?.remove();
    }, LINK_RELEASE_GRACE_MS);
  };
}

/**
 * Holds every link injected into `root` (and into its document, where the font goes) as one more
 * use, until the returned release. A custom element takes it when it renders, synchronously, and
 * lets go once its providers' effects have run: an element swapped for another in one task then
 * keeps the links however late its React root renders (a busy page can run the grace's timer
 * first), not only within {@link LINK_RELEASE_GRACE_MS}.
 */
export function holdInjectedLinks(root: StyleRoot): () => void {
  const parents = new Set([linkParent(root), linkParent(documentOf(root))]);
  const releases: Array<() => void> = [];
  for (const parent of parents) {
    for (const marker of users.get(parent)?.keys() ?? []) {
      if (parent.querySelector(`link[data-porchlight="${marker}"]`)) {
        releases.push(countLinkUse(parent, marker));
      }
    }
  }
  return () => {
    for (const release of releases.splice(0)) release();
  };
}

/**
 * Whether the host already loaded Porchlight's stylesheet into `root`
 * (`import '@porchlight/react/index.css'` in a document, or the same CSS in a `<style>` or an
 * adopted sheet of a shadow root): the stylesheet sets `--porchlight-stylesheet` at `:root`.
 */
export function hostLoadedStylesheet(root: StyleRoot): boolean {
  if (root.nodeType !== DOCUMENT_NODE) return shadowRootHasStylesheet(root as ShadowRoot);
  const doc = root as Document;
  const view = doc.defaultView;
  if (!view || typeof view.getComputedStyle !== 'function') return false;
  const marker = view
    .getComputedStyle(doc.documentElement)
    .getPropertyValue('--porchlight-stylesheet');
  return (
    marker.trim() === 'loaded' && !doc.head.querySelector('link[data-porchlight="stylesheet"]')
  );
}

/**
 * A shadow root has no `:root` to read a marker from, and the document's marker is inherited
 * into it without its rules: look for the marker rule in the shadow root's own sheets instead.
 * A cross-origin sheet cannot be read and counts as not ours.
 */
function shadowRootHasStylesheet(root: ShadowRoot): boolean {
  const sheets = [...Array.from(root.styleSheets ?? []), ...(root.adoptedStyleSheets ?? [])];
  return sheets.some((sheet) => {
    if ((sheet.ownerNode as HTMLElement | null)?.dataset?.porchlight) return false;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      return false;
    }
    return Array.from(rules).some(
      (rule) =>
        'style' in rule &&
        (rule as CSSStyleRule).style.getPropertyValue('--porchlight-stylesheet').trim() ===
          'loaded',
    );
  });
}
