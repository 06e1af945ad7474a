/** Only http(s) image URLs are shown: `javascript:`, `data:` and the like are refused. */
export function safeImageUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
