import { describe, expect, it } from 'vitest';
import { searchSchedules } from './schedule-search.js';

const names = ['Spring Break', 'Weekend Guests', 'Holiday Away', ''];
const shown = (name: string) => name || 'Climate Setting Schedule';

describe('searchSchedules', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchSchedules(names, '', shown)).toEqual(names);
    expect(searchSchedules(names, '   ', shown)).toEqual(names);
  });

  it('matches a substring of the name, case-insensitively', () => {
    expect(searchSchedules(names, 'WEEK', shown)).toEqual(['Weekend Guests']);
    expect(searchSchedules(names, 'a', shown)).toEqual(['Spring Break', 'Holiday Away', '']);
  });

  it('trims the query but keeps inner spaces', () => {
    expect(searchSchedules(names, '  holiday a  ', shown)).toEqual(['Holiday Away']);
    expect(searchSchedules(names, 'holidaya', shown)).toEqual([]);
  });

  it('finds an unnamed schedule by its fallback name', () => {
    expect(searchSchedules(names, 'climate setting', shown)).toEqual(['']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchSchedules(names, 'zzz', shown)).toEqual([]);
  });
});
