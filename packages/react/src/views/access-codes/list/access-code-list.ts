import { date } from '../../../ui/loose-values.js';
import {
  type AccessCodeIssue,
  type AccessCodeLike,
  displayName,
  issuesOf,
  textOf,
} from '../access-code-shape.js';

/** Host filters for the issues shown, as in `@seamapi/react`'s `errorFilter`/`warningFilter`. */
export interface IssueFilters {
  errorFilter?: ((error: AccessCodeIssue) => boolean) | undefined;
  warningFilter?: ((warning: AccessCodeIssue) => boolean) | undefined;
}

/** A code's errors after the host's filter. */
export function visibleErrors(code: AccessCodeLike, filters: IssueFilters): AccessCodeIssue[] {
  const errors = issuesOf(code.errors);
  return filters.errorFilter ? errors.filter(filters.errorFilter) : errors;
}

/** A code's warnings after the host's filter. */
export function visibleWarnings(code: AccessCodeLike, filters: IssueFilters): AccessCodeIssue[] {
  const warnings = issuesOf(code.warnings);
  return filters.warningFilter ? warnings.filter(filters.warningFilter) : warnings;
}

/** Whether a code has any error or warning left after the host's filters. */
export function hasIssues(code: AccessCodeLike, filters: IssueFilters): boolean {
  return visibleErrors(code, filters).length > 0 || visibleWarnings(code, filters).length > 0;
}

/**
 * Search of the spec's validation rules: trimmed, case-insensitive substring of the name or the
 * code. The name is the one the row shows, so an unnamed code is found by `nameFallback` ('Code'),
 * as the schedule search finds an unnamed schedule. Both sides are put in one Unicode form (NFC)
 * first, as the device table's search does: a name the API sends decomposed ('e' + combining
 * accent) never contained the composed letter a keyboard types.
 */
export function matchesSearch(code: AccessCodeLike, search: string, nameFallback = ''): boolean {
  const needle = search.trim().normalize().toLowerCase();
  if (needle === '') return true;
  const name = displayName(code, nameFallback).normalize().toLowerCase();
  const pin = textOf(code.code).toLowerCase();
  return name.includes(needle) || pin.includes(needle);
}

function createdAtMs(code: AccessCodeLike): number {
  return date(code.created_at)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/** Default order: oldest first by `created_at`; undated codes last; ties by id, so it is stable. */
export function compareByCreatedAt(a: AccessCodeLike, b: AccessCodeLike): number {
  const diff = createdAtMs(a) - createdAtMs(b);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.access_code_id < b.access_code_id ? -1 : a.access_code_id > b.access_code_id ? 1 : 0;
}

/** The table's rows: searched (or host-filtered), issue-filtered, then sorted. */
export interface ListOptions<T extends AccessCodeLike> extends IssueFilters {
  search: string;
  /** The name an unnamed code's row shows, which the search matches as well. */
  nameFallback?: string | undefined;
  issuesOnly: boolean;
  /** Replaces the default search; receives the raw search text. */
  accessCodeFilter?: ((accessCode: T, searchInputValue: string) => boolean) | undefined;
  accessCodeComparator?: ((a: T, b: T) => number) | undefined;
}

/** Sorts a copy of the codes: done once per data change, not per keystroke. */
export function sortAccessCodes<T extends AccessCodeLike>(
  codes: readonly T[],
  comparator: ((a: T, b: T) => number) | undefined,
): T[] {
  return [...codes].sort(comparator ?? compareByCreatedAt);
}

/** Filters already sorted codes with the search, the host filter and the issue filter. */
export function filterAccessCodes<T extends AccessCodeLike>(
  sorted: readonly T[],
  options: Omit<ListOptions<T>, 'accessCodeComparator'>,
): T[] {
  const { search, nameFallback, issuesOnly, accessCodeFilter } = options;
  return sorted.filter(
    (code) =>
      (accessCodeFilter
        ? accessCodeFilter(code, search)
        : matchesSearch(code, search, nameFallback)) &&
      (!issuesOnly || hasIssues(code, options)),
  );
}

/** How many codes have an error or warning after the host's filters: the issue bar's number. */
export function countCodesWithIssues(codes: readonly AccessCodeLike[], filters: IssueFilters) {
  return codes.filter((code) => hasIssues(code, filters)).length;
}
