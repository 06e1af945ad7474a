import { describe, expect, it } from 'vitest';
import { isIsoDateTime } from './iso-date.js';

describe('isIsoDateTime', () => {
  it.each([
    '2026-05-01T09:00:00Z',
    '2026-05-01T09:00:00.123Z',
    '2026-05-01T09:00+02:00',
    '2026-05-01T23:59:59-05:30',
    '2024-02-29T00:00:00Z',
  ])('accepts %s', (value) => expect(isIsoDateTime(value)).toBe(true));

  it.each([
    '2026-05-01',
    '2026-05-01T09:00:00',
    'May 1, 2026',
    '2026-02-30T09:00:00Z',
    '2025-02-29T09:00:00Z',
    '2026-13-01T09:00:00Z',
    '2026-05-01T24:00:00Z',
    '2026-05-01T09:60:00Z',
    '2026-05-01T09:00:00+2:00',
    '2026-05-01 09:00:00Z',
    '',
    '1714554000000',
  ])('refuses %s', (value) => expect(isIsoDateTime(value)).toBe(false));
});
