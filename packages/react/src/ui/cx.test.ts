import { describe, expect, it } from 'vitest';
import { cx } from './cx.js';

describe('cx', () => {
  it('joins the truthy parts with one space', () => {
    expect(cx('a', undefined, 'b', false, null, '', 'c')).toBe('a b c');
  });

  it('gives an empty string when nothing is set', () => {
    expect(cx(undefined, false)).toBe('');
  });
});
