import { describe, expect, it } from 'vitest';
import { type AccessCodeLike, textOf } from '../access-code-shape.js';
import {
  compareByCreatedAt,
  countCodesWithIssues,
  filterAccessCodes,
  matchesSearch,
  sortAccessCodes,
  visibleErrors,
} from './access-code-list.js';

const codes: AccessCodeLike[] = [
  { access_code_id: 'c', name: 'Cleaner', code: '5555', created_at: '2024-03-01T00:00:00Z' },
  {
    access_code_id: 'a',
    name: 'Guest Anna',
    code: '1234',
    created_at: '2024-01-01T00:00:00Z',
    errors: [{ message: 'Failed to set', is_access_code_error: true, error_code: 'failed' }],
  },
  {
    access_code_id: 'b',
    name: null,
    code: '9876',
    created_at: 'not a date',
    warnings: [{ message: 'Delay', warning_code: 'delay' }],
  },
  { access_code_id: 'd', name: 'Dog walker', code: null, created_at: '2024-02-01T00:00:00Z' },
];
const ids = (list: AccessCodeLike[]) => list.map((code) => code.access_code_id);

describe('matchesSearch', () => {
  it('matches trimmed, case-insensitive substrings of the name or code', () => {
    expect(matchesSearch(codes[0] as AccessCodeLike, '  clean ')).toBe(true);
    expect(matchesSearch(codes[0] as AccessCodeLike, 'CLEANER')).toBe(true);
    expect(matchesSearch(codes[0] as AccessCodeLike, '555')).toBe(true);
    expect(matchesSearch(codes[0] as AccessCodeLike, 'guest')).toBe(false);
    expect(matchesSearch(codes[2] as AccessCodeLike, 'x')).toBe(false);
    expect(matchesSearch(codes[2] as AccessCodeLike, '   ')).toBe(true);
  });

  it('matches an unnamed or blank-named code by the fallback name its row shows', () => {
    expect(matchesSearch(codes[2] as AccessCodeLike, 'cod', 'Code')).toBe(true);
    expect(matchesSearch({ access_code_id: 'w', name: '  ' }, 'CODE', 'Code')).toBe(true);
    // A named code is not found by the fallback it never shows.
    expect(matchesSearch(codes[0] as AccessCodeLike, 'code', 'Code')).toBe(false);
  });

  it('finds an accented name whichever Unicode form the API and the keyboard use', () => {
    // The API's 'Zoë' as 'e' + combining diaeresis; the keyboard types the composed 'ë'.
    const decomposed: AccessCodeLike = { access_code_id: 'z', name: 'Zoe\u0308 (nanny)' };
    expect(matchesSearch(decomposed, 'zo\u00eb')).toBe(true);
    expect(matchesSearch({ access_code_id: 'y', name: 'Zo\u00eb' }, 'zoe\u0308')).toBe(true);
  });
});

describe('sorting', () => {
  it('orders by created_at ascending with undated codes last', () => {
    expect(ids(sortAccessCodes(codes, undefined))).toEqual(['a', 'd', 'c', 'b']);
    expect(compareByCreatedAt(codes[0] as AccessCodeLike, codes[0] as AccessCodeLike)).toBe(0);
  });

  it('uses the host comparator when given, without touching the input', () => {
    const byName = (x: AccessCodeLike, y: AccessCodeLike) =>
      textOf(x.name).localeCompare(textOf(y.name));
    expect(ids(sortAccessCodes(codes, byName))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(codes)).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('filterAccessCodes', () => {
  const sorted = sortAccessCodes(codes, undefined);

  it('applies the search and the issue filter', () => {
    expect(ids(filterAccessCodes(sorted, { search: 'e', issuesOnly: false }))).toEqual([
      'a',
      'd',
      'c',
    ]);
    expect(ids(filterAccessCodes(sorted, { search: '', issuesOnly: true }))).toEqual(['a', 'b']);
  });

  it('lets the host filter replace the search', () => {
    const accessCodeFilter = (code: AccessCodeLike, search: string) =>
      code.access_code_id === search;
    expect(
      ids(filterAccessCodes(sorted, { search: 'c', issuesOnly: false, accessCodeFilter })),
    ).toEqual(['c']);
  });

  it('honours the host issue filters', () => {
    const errorFilter = () => false;
    expect(ids(filterAccessCodes(sorted, { search: '', issuesOnly: true, errorFilter }))).toEqual([
      'b',
    ]);
    expect(countCodesWithIssues(codes, {})).toBe(2);
    expect(countCodesWithIssues(codes, { errorFilter, warningFilter: () => false })).toBe(0);
  });

  it('survives malformed issue lists, including thousands of errors', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ message: `e${i}` }));
    const odd: AccessCodeLike = { access_code_id: 'x', errors: [...many, null, 'text', { x: 1 }] };
    expect(visibleErrors(odd, {})).toHaveLength(5000);
    expect(visibleErrors({ access_code_id: 'y', errors: 'broken' }, {})).toEqual([]);
  });
});
