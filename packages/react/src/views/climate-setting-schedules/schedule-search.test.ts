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

  it('finds an accented name whichever Unicode form the API and the keyboard use', () => {
    // The API's 'Café' as 'e' + combining accent; the keyboard types the composed 'é'.
    const decomposed = ['Cafe\u0301 Hours', 'Office'];
    expect(searchSchedules(decomposed, 'caf\u00e9', shown)).toEqual(['Cafe\u0301 Hours']);
    expect(searchSchedules(['Caf\u00e9 Hours'], 'cafe\u0301', shown)).toEqual(['Caf\u00e9 Hours']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchSchedules(names, 'zzz', shown)).toEqual([]);
  });
});
