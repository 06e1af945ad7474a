import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safe-image-url.js';

describe('safeImageUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageUrl('http://127.0.0.1:8787/x.svg')).toBe('http://127.0.0.1:8787/x.svg');
  });

  it('refuses other schemes, relative paths and non-strings', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('data:image/svg+xml,<svg/>')).toBeNull();
    expect(safeImageUrl('/relative.png')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
    expect(safeImageUrl(42)).toBeNull();
  });
});
