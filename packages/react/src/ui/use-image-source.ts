import { useState } from 'react';
import { safeImageUrl } from './safe-image-url.js';

/**
 * The URL an `<img>` may show (http(s) only) and its `onError`: `null` once that URL has failed to
 * load, so the caller draws its fallback. It remembers the URL that failed, not a flag, so a
 * later, different URL gets its own try.
 */
export function useImageSource(url: unknown): { src: string | null; onError: () => void } {
  const safe = safeImageUrl(url);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  return { src: brokenUrl === safe ? null : safe, onError: () => setBrokenUrl(safe) };
}
