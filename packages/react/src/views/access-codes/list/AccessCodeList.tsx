import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { isRemovingCode } from '../../../hooks/access-codes/access-code-queries.js';
import { useAccessCodes } from '../../../hooks/access-codes/use-access-codes.js';
import { useDeleteAccessCode } from '../../../hooks/access-codes/use-delete-access-code.js';
import { useAwaitingData } from '../../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../../hooks/use-load-failure.js';
import { useNow } from '../../../hooks/use-now.js';
import { Button } from '../../../ui/Button.js';
import { ConnectionWait } from '../../../ui/ConnectionWait.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { focusedElement, focusIsLost } from '../../../ui/focused-element.js';
import { hostHeading } from '../../../ui/host-heading.js';
import { LoadFailureSnackbar } from '../../../ui/LoadFailureSnackbar.js';
import { SearchTextField } from '../../../ui/SearchTextField.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useClientLayoutEffect } from '../../../ui/use-client-layout-effect.js';
import { focusFirstHeading } from '../../../ui/use-sub-screen-focus.js';
import { VirtualList } from '../../../ui/VirtualList.js';
import { type AccessCodeLike, textOf } from '../access-code-shape.js';
import { copyText } from '../copy-text.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { AccessCodeIssueBar } from './AccessCodeIssueBar.js';
import { AccessCodeRow } from './AccessCodeRow.js';
import {
  countCodesWithIssues,
  filterAccessCodes,
  type IssueFilters,
  sortAccessCodes,
} from './access-code-list.js';

const ROW_HEIGHT = 64;
const LIST_MAX_HEIGHT = 560;

/** The list screen's props; the table spreads in its own, of which the list reads these. */
export interface AccessCodeListProps<T extends AccessCodeLike> extends IssueFilters {
  deviceId: string;
  deviceName: string;
  /** The visible heading; `null` hides it visually, `undefined` means the default. */
  heading?: string | null | undefined;
  disableSearch?: boolean | undefined;
  accessCodeFilter?: ((accessCode: T, searchInputValue: string) => boolean) | undefined;
  accessCodeComparator?: ((a: T, b: T) => number) | undefined;
  onBack?: (() => void) | undefined;
  onOpen: (accessCodeId: string) => void;
  onCreate?: (() => void) | undefined;
  onEdit?: ((accessCodeId: string) => void) | undefined;
  canDelete: boolean;
  onNotify: (message: string, variant: 'success' | 'error') => void;
  /** The code a sub-screen shows, whose delete there lands focus as a delete from its row would. */
  openedAccessCodeId?: string | undefined;
  /** Where the list notes the row that would take the opened code's place (null: none left). */
  replacementOfOpened?: { current: OpenedReplacement | null } | undefined;
}

/** The row that takes an opened code's place in the list should that code be deleted. */
export interface OpenedReplacement {
  accessCodeId: string;
  next: string | null;
}

/**
 * The code whose row takes the place of the one at `at` once it is deleted: the nearest below,
 * else above, passing over codes being removed (gone for the person, and leaving soon).
 */
function neighbourOf<T extends AccessCodeLike>(rows: readonly T[], at: number): T | undefined {
  for (let index = at + 1; index < rows.length; index++) {
    const row = rows[index] as T;
    if (!isRemovingCode(row)) return row;
  }
  for (let index = at - 1; index >= 0; index--) {
    const row = rows[index] as T;
    if (!isRemovingCode(row)) return row;
  }
  return undefined;
}

/** The row of the code `id` shown under `root`, if any. */
function rowOf(root: ParentNode | null, id: string | null) {
  return [...(root?.querySelectorAll<HTMLElement>('[data-pl-code]') ?? [])].find(
    (row) => id !== null && row.dataset.plCode === id,
  );
}

/**
 * After a delete, focuses what took the deleted code's place on the list's screen: the row of
 * `next`, else 'Add access code'. False when neither is there.
 */
export function focusReplacement(screen: ParentNode | null, next: string | null): boolean {
  const target =
    rowOf(screen, next)?.querySelector<HTMLElement>('button') ??
    screen?.querySelector<HTMLElement>('.pl-ac-add');
  target?.focus();
  return Boolean(target);
}

/** The access code list: heading, search, add, issue bar, rows, empty and failure states. */
export function AccessCodeList<T extends AccessCodeLike>(props: AccessCodeListProps<T>) {
  const { deviceId, errorFilter, warningFilter, onNotify } = props;
  const t = useAccessCodesMessages();
  const query = useAccessCodes({ device_id: deviceId });
  const load = useLoadFailure(query);
  const awaiting = useAwaitingData(query);
  const remove = useDeleteAccessCode();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [issuesOnly, setIssuesOnly] = useState(false);
  // Typing stays responsive while 10,000 rows are filtered at a lower priority.
  const deferredSearch = useDeferredValue(search);

  const codes = query.data as T[] | undefined;
  const sorted = useMemo(
    () => sortAccessCodes(codes ?? [], props.accessCodeComparator),
    [codes, props.accessCodeComparator],
  );
  const filters = useMemo(() => ({ errorFilter, warningFilter }), [errorFilter, warningFilter]);
  const issueCount = useMemo(() => countCodesWithIssues(sorted, filters), [sorted, filters]);
  // With no issues left the toggle is gone, so its filter must not wait to hide rows by itself
  // when issues come back (as the device table's chips): it is cleared, not set aside.
  if (issuesOnly && codes && issueCount === 0) setIssuesOnly(false);
  const rows = useMemo(
    () =>
      filterAccessCodes(sorted, {
        ...filters,
        search: deferredSearch,
        nameFallback: t.nameFallback,
        issuesOnly,
        accessCodeFilter: props.accessCodeFilter,
      }),
    [sorted, filters, deferredSearch, t.nameFallback, issuesOnly, props.accessCodeFilter],
  );

  const onCopy = useCallback(
    async (code: AccessCodeLike) => {
      // A host page may deny the clipboard (an iframe without permission): say so, never nothing.
      if (await copyText(textOf(code.code))) onNotify(t.codeCopied, 'success');
      else onNotify(t.copyFailed, 'error');
    },
    [onNotify, t],
  );
  // Each code's delete is its own: another code can be deleted while one is on its way, and each
  // outcome is said (a second `mutate` would drop the first one's callbacks).
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  // After a delete, focus goes to the row that took its place, else the one above, else 'Add
  // access code', else the list's heading, as after a delete from the details; only when it is
  // still on the deleted row or fell with it (the person may have gone elsewhere meanwhile).
  const focusAfterDelete = useRef<{
    deleted: string;
    next: string | null;
    answered: boolean;
  } | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const listRef = useRef<HTMLDivElement>(null);
  // A layout effect: it runs before the view's focus rescue sees focus on <body>.
  useClientLayoutEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending) return;
    const listed = rows.some((code) => code.access_code_id === pending.deleted);
    // Until the delete is answered, its confirmation is open: focus stays with it.
    if (listed && !pending.answered) return;
    focusAfterDelete.current = null;
    const root = listRef.current;
    // A deleted code stays listed as 'removing' until the lock confirms, and the closed
    // confirmation gives focus back to its row's menu button: waiting for the row to leave left
    // focus on a code that is gone for the person (and then let it fall to the page).
    const deletedRow = listed ? rowOf(root, pending.deleted) : undefined;
    const active = focusedElement(root);
    const onDeletedRow = deletedRow !== undefined && active !== null && deletedRow.contains(active);
    if (!onDeletedRow && !focusIsLost(root)) return;
    const screen = root?.parentElement ?? null;
    if (!focusReplacement(screen, pending.next)) focusFirstHeading(screen);
  }, [rows, deleting]);
  // Noted while the opened code is still listed: once its delete lands, its row and neighbours are
  // already gone from the rows.
  const { openedAccessCodeId: opened, replacementOfOpened } = props;
  useClientLayoutEffect(() => {
    if (opened === undefined || !replacementOfOpened) return;
    const at = rows.findIndex((code) => code.access_code_id === opened);
    if (at < 0) return;
    const neighbour = neighbourOf(rows, at);
    replacementOfOpened.current = { accessCodeId: opened, next: neighbour?.access_code_id ?? null };
  }, [rows, opened, replacementOfOpened]);
  const settle = useCallback((id: string) => {
    setDeleting((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);
  const onDelete = useCallback(
    (code: AccessCodeLike, onFailed: () => void) => {
      const id = code.access_code_id;
      const current = rowsRef.current;
      const at = current.findIndex((row) => row.access_code_id === id);
      const neighbour = neighbourOf(current, at);
      focusAfterDelete.current = {
        deleted: id,
        next: neighbour?.access_code_id ?? null,
        answered: false,
      };
      setDeleting((ids) => new Set(ids).add(id));
      remove.mutateAsync({ access_code_id: id, device_id: deviceId }).then(
        () => {
          const pending = focusAfterDelete.current;
          if (pending?.deleted === id) pending.answered = true;
          settle(id);
          onNotify(t.accessCodeDeleted, 'success');
        },
        () => {
          settle(id);
          // The row stays; should it vanish later (deleted elsewhere), focus stays put.
          if (focusAfterDelete.current?.deleted === id) focusAfterDelete.current = null;
          // The confirmation closes first, so the error is said outside a modal dialog.
          onFailed();
          onNotify(t.deleteFailed, 'error');
        },
      );
    },
    [remove.mutateAsync, deviceId, onNotify, settle, t],
  );

  const title = hostHeading(props.heading) ?? t.accessCodesHeading;
  // Codes being removed are deleted as far as the person is concerned: counted, they would make
  // a delete look as if it had not happened.
  // A hidden heading still names the view for screen readers (an empty heading would not).
  const headingText = codes
    ? t.headingWithCount(title, codes.filter((code) => !isRemovingCode(code)).length)
    : title;
  return (
    <>
      <ContentHeader
        title={headingText}
        titleHidden={props.heading === null}
        onBack={props.onBack}
        actions={
          props.onCreate && (
            <Button variant="primary" className="pl-ac-add" onClick={props.onCreate}>
              {t.addAccessCode}
            </Button>
          )
        }
      />
      {!props.disableSearch && (
        <SearchTextField
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={setSearch}
          disabled={!codes || codes.length === 0}
        />
      )}
      {codes && (
        <AccessCodeIssueBar
          issueCount={issueCount}
          active={issuesOnly}
          onToggle={() => setIssuesOnly((value) => !value)}
        />
      )}
      {awaiting && (
        <>
          <p className="pl-ac-loading">
            <Spinner label={t.loadingAccessCodes} />
          </p>
          {/* A first load paused offline; a paused retry says it in its failure snackbar. */}
          <ConnectionWait waiting={load.paused && query.errorUpdateCount === 0} />
        </>
      )}
      {/* Always in the page, so the empty state and each new count (for a search or filter) are
          announced when they appear. */}
      <div aria-live="polite" aria-atomic="true">
        {codes && rows.length === 0 && <p className="pl-ac-empty">{t.emptyState}</p>}
        {codes && rows.length > 0 && (deferredSearch.trim() || issuesOnly) && (
          <span className="pl-visually-hidden">{t.searchResults(rows.length)}</span>
        )}
      </div>
      <div ref={listRef} className="pl-ac-list">
        {rows.length > 0 && (
          <VirtualList
            items={rows}
            label={title}
            rowHeight={ROW_HEIGHT}
            maxHeight={LIST_MAX_HEIGHT}
            getKey={(code) => code.access_code_id}
            renderItem={(code) => (
              <AccessCodeRow
                accessCode={code}
                deviceName={props.deviceName}
                now={now}
                filters={filters}
                deleting={deleting.has(code.access_code_id)}
                onOpen={props.onOpen}
                onCopy={onCopy}
                onEdit={props.onEdit}
                onDelete={props.canDelete ? onDelete : undefined}
              />
            )}
          />
        )}
      </div>
      <LoadFailureSnackbar
        failed={load.failed}
        retrying={awaiting}
        waiting={load.paused}
        message={t.loadFailed}
        onRetry={load.retry}
      />
    </>
  );
}
