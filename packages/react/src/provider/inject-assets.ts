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
 * Adds a stylesheet link once per page, however many providers mount: the marker attribute
 * identifies ours so a second provider finds and reuses it. `nonce` is the page's
 * Content-Security-Policy nonce, for a policy that allows only nonced stylesheets. A link for
 * another URL, or without the nonce now given (a host that learns its nonce after hydrating), is
 * replaced: a policy that refused it once never applies it, whatever is set on it later.
 */
export function injectStylesheetOnce(marker: string, href: string, nonce?: string): void {
  if (typeof document === 'undefined') return;
  const existing = document.head.querySelector<HTMLLinkElement>(
    `link[data-porchlight="${marker}"]`,
  );
  if (existing) {
    const sameNonce = !nonce || existing.nonce === nonce;
    if (existing.getAttribute('href') === href && sameNonce) return;
    existing.remove();
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (nonce) link.nonce = nonce;
  link.dataset.porchlight = marker;
  // First in <head>: every host stylesheet comes later and wins a tie, so host overrides hold.
  document.head.insertBefore(link, document.head.firstChild);
}

/**
 * Whether the host already loaded Porchlight's stylesheet (`import '@porchlight/react/index.css'`):
 * it sets `--porchlight-stylesheet` on the root element.
 */
export function hostLoadedStylesheet(): boolean {
  if (typeof document === 'undefined' || typeof getComputedStyle !== 'function') return false;
  const marker = getComputedStyle(document.documentElement).getPropertyValue(
    '--porchlight-stylesheet',
  );
  return marker.trim() === 'loaded' && !document.head.querySelector('link[data-porchlight]');
}
