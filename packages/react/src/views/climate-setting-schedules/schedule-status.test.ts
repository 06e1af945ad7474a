import { describe, expect, it } from 'vitest';
import { scheduleStatus } from './schedule-status.js';

const start = new Date('2025-06-01T10:00:00.000Z');
const end = new Date('2025-06-03T10:00:00.000Z');
const window = { startsAt: start, endsAt: end };
const at = (iso: string) => new Date(iso);

describe('scheduleStatus', () => {
  it("is 'starts' with the start date before the start", () => {
    expect(scheduleStatus(window, at('2025-06-01T09:59:59.999Z'))).toEqual({
      kind: 'starts',
      date: start,
    });
  });

  it("is 'ends' with the end date exactly at the start", () => {
    expect(scheduleStatus(window, start)).toEqual({ kind: 'ends', date: end });
  });

  it("is 'ends' with the end date within the window", () => {
    expect(scheduleStatus(window, at('2025-06-02T00:00:00.000Z'))).toEqual({
      kind: 'ends',
      date: end,
    });
    expect(scheduleStatus(window, at('2025-06-03T09:59:59.999Z')).kind).toBe('ends');
  });

  it("is 'expired' with the end date exactly at the end", () => {
    expect(scheduleStatus(window, end)).toEqual({ kind: 'expired', date: end });
  });

  it("is 'expired' after the end", () => {
    expect(scheduleStatus(window, at('2026-01-01T00:00:00.000Z'))).toEqual({
      kind: 'expired',
      date: end,
    });
  });

  it("reads a reversed window as 'starts' until its end and 'expired' after, never 'ends'", () => {
    const reversed = { startsAt: end, endsAt: start };
    expect(scheduleStatus(reversed, at('2025-05-01T00:00:00.000Z'))).toEqual({
      kind: 'starts',
      date: end,
    });
    expect(scheduleStatus(reversed, at('2025-06-02T00:00:00.000Z'))).toEqual({
      kind: 'expired',
      date: start,
    });
  });

  it('copes with missing dates', () => {
    const now = at('2025-06-02T00:00:00.000Z');
    expect(scheduleStatus({ startsAt: null, endsAt: null }, now)).toEqual({ kind: 'unknown' });
    expect(scheduleStatus({ startsAt: start, endsAt: null }, now)).toEqual({ kind: 'unknown' });
    expect(scheduleStatus({ startsAt: end, endsAt: null }, now)).toEqual({
      kind: 'starts',
      date: end,
    });
    expect(scheduleStatus({ startsAt: null, endsAt: end }, now)).toEqual({
      kind: 'ends',
      date: end,
    });
    expect(scheduleStatus({ startsAt: null, endsAt: start }, now)).toEqual({
      kind: 'expired',
      date: start,
    });
  });
});
