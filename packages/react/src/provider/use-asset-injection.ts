import { type RefObject, useEffect } from 'react';
import {
  DEFAULT_FONT_URL,
  documentOf,
  hostLoadedStylesheet,
  injectStylesheetOnce,
  styleRootOf,
  stylesheetUrl,
} from './inject-assets.js';

/** The provider props that decide what is injected where. */
export interface AssetProps {
  disableCssInjection?: boolean | undefined;
  disableFontInjection?: boolean | undefined;
  cssBaseUrl?: string | undefined;
  fontUrl?: string | undefined;
  nonce?: string | undefined;
  unminifiedCss?: boolean | undefined;
  unminifiyCss?: boolean | undefined;
}

/**
 * Injects the stylesheet and the font for the views inside `wrapper` while it is mounted (see
 * `injectStylesheetOnce`), unless the host loaded the stylesheet itself.
 */
export function useAssetInjection(props: AssetProps, wrapper: RefObject<HTMLElement | null>): void {
  const { disableCssInjection, disableFontInjection, cssBaseUrl, fontUrl, nonce } = props;
  const unminified = props.unminifiedCss ?? props.unminifiyCss ?? false;
  useEffect(() => {
    if (!wrapper.current) return;
    // Where the views are: a host's shadow root, or an iframe's document reached by a portal,
    // which the main document's stylesheets never style.
    const root = styleRootOf(wrapper.current);
    const page = documentOf(root);
    // A host that imported the stylesheet owns the styles: no second copy, no third-party font.
    if (hostLoadedStylesheet(root)) return;
    // Released on unmount or change: the last provider of a root takes its links with it.
    const releases: Array<() => void> = [];
    if (!disableCssInjection) {
      releases.push(
        injectStylesheetOnce('stylesheet', stylesheetUrl(cssBaseUrl, unminified), nonce, root),
      );
    }
    // Into the document even for a shadow root: browsers ignore @font-face inside shadow trees.
    if (!disableFontInjection && (root === page || !hostLoadedStylesheet(page))) {
      releases.push(injectStylesheetOnce('font', fontUrl ?? DEFAULT_FONT_URL, nonce, page));
    }
    return () => {
      for (const release of releases) release();
    };
  }, [wrapper, disableCssInjection, disableFontInjection, cssBaseUrl, fontUrl, unminified, nonce]);
}
