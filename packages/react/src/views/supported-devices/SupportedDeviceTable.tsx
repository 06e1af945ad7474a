import { useMemo, useRef, useState } from 'react';
import { useViewTelemetry } from '../../hooks/use-view-telemetry.js';
import { useMessages } from '../../messages/messages-context.js';
import { Button } from '../../ui/Button.js';
import { ContentHeader } from '../../ui/ContentHeader.js';
import { cx } from '../../ui/cx.js';
import type { HeadingLevel } from '../../ui/Heading.js';
import { hostHeading } from '../../ui/host-heading.js';
import { ViewShell } from '../../ui/ViewShell.js';
import {
  type CatalogueFilters,
  DEFAULT_CATALOGUE_FILTERS,
  hasSearch,
} from './catalogue-filters.js';
import type { CatalogueHostFilter } from './catalogue-requests.js';
import { ManufacturerGroup } from './ManufacturerGroup.js';
import { SupportedDeviceFilterBar } from './SupportedDeviceFilterBar.js';
import { type CatalogueScreen, useCatalogueResults } from './use-catalogue-results.js';
import { useDebouncedValue } from './use-debounced-value.js';

/** Props of {@link SupportedDeviceTable}. */
export interface SupportedDeviceTableProps {
  /**
   * Only these manufacturers, by id or display name; absent or `null` shows all. An entry with a
   * double quote cannot be queried, so the whole list is then ignored (as the spec says).
   */
  manufacturers?: readonly string[] | null | undefined;
  /** Never these manufacturers, by id or display name. */
  excludedManufacturers?: readonly string[] | undefined;
  /** Only models with every one of these features, sent as `include_if`. */
  includeIf?: readonly string[] | undefined;
  /** No model with any of these features, sent as `exclude_if`. */
  excludeIf?: readonly string[] | undefined;
  /** Hides the search box. */
  disableSearch?: boolean | undefined;
  /**
   * Replaces the title. `null` hides it from view, as on the other tables; screen readers still
   * hear the default title.
   * A blank one keeps the default.
   */
  heading?: string | null | undefined;
  /** Extra class on the view's root element. */
  className?: string | undefined;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  /** Level of the view's title heading; defaults to the provider's (2). */
  headingLevel?: HeadingLevel | undefined;
}

/**
 * The catalogue of supported device models, grouped by manufacturer, with a manufacturer filter,
 * a supported-only switch (on by default) and search.
 */
export function SupportedDeviceTable(props: SupportedDeviceTableProps) {
  return (
    <ViewShell
      headingLevel={props.headingLevel}
      onBack={props.onBack}
      resetKeys={[
        props.manufacturers,
        props.excludedManufacturers,
        props.includeIf,
        props.excludeIf,
      ]}
    >
      <SupportedDeviceScreen {...props} />
    </ViewShell>
  );
}

function SupportedDeviceScreen(props: SupportedDeviceTableProps) {
  useViewTelemetry('SupportedDeviceTable');
  const { supportedDevices: t } = useMessages();
  const [filters, setFilters] = useState<CatalogueFilters>(DEFAULT_CATALOGUE_FILTERS);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  // Typing repaints only the box: the search is sent once typing pauses. Emptying the box
  // (Clear search terms, or deleting the text) applies at once, and what is typed next waits on
  // the empty search, not on the one that was cleared.
  const search = useDebouncedValue(filters.search, (text) => !hasSearch({ search: text }));
  const queried = useMemo(
    () => ({
      manufacturerId: filters.manufacturerId,
      supportedOnly: filters.supportedOnly,
      search,
    }),
    [filters.manufacturerId, filters.supportedOnly, search],
  );
  const host: CatalogueHostFilter = props;
  const results = useCatalogueResults(queried, host);
  const title = hostHeading(props.heading) ?? t.heading;
  const clearSearch = () => {
    setFilters((current) => ({ ...current, search: '' }));
    searchRef.current?.focus();
  };
  const retryResults = results.retry;
  const retry =
    retryResults &&
    (() => {
      // The Retry button is about to go: keep focus in the view, on the results' status.
      resultsRef.current?.focus();
      retryResults();
    });
  return (
    <section className={cx('pl-catalogue', props.className)} aria-label={title}>
      <ContentHeader title={title} titleHidden={props.heading === null} onBack={props.onBack} />
      <SupportedDeviceFilterBar
        filters={filters}
        onChange={setFilters}
        manufacturers={results.manufacturers}
        searchRef={searchRef}
        disableSearch={props.disableSearch === true}
      />
      <div
        className="pl-catalogue__results"
        ref={resultsRef}
        tabIndex={-1}
        aria-busy={results.updating}
      >
        <ScreenBody
          screen={results.screen}
          searched={hasSearch({ search })}
          onRetry={retry}
          onClearSearch={clearSearch}
        />
      </div>
    </section>
  );
}

function ScreenBody({
  screen,
  searched,
  onRetry,
  onClearSearch,
}: {
  screen: CatalogueScreen;
  searched: boolean;
  /** Absent when the provider refused the credentials: asking again cannot help. */
  onRetry: (() => void) | undefined;
  onClearSearch(): void;
}) {
  const { supportedDevices: t, common } = useMessages();
  const shown = screen.kind === 'loading' || screen.kind === 'empty';
  let message = '';
  if (screen.kind === 'loading') message = t.loading;
  else if (screen.kind === 'empty') message = searched ? t.noMatches : t.noModels;
  else if (screen.kind === 'results') message = t.resultCount(screen.modelCount);
  return (
    <>
      {/* One status, in the page from the first render whatever the state: a status mounted
          together with its text is often not announced, so each state only changes its text.
          It is drawn for loading and nothing found, and visually hidden for the count. */}
      <div className={shown ? 'pl-catalogue__state' : 'pl-visually-hidden'}>
        <p className="pl-catalogue__message" role="status" aria-live="polite" aria-atomic="true">
          {screen.kind === 'loading' && (
            <span className="pl-spinner__circle pl-catalogue__spinner" aria-hidden="true" />
          )}
          {message}
          {/* In the same status, so it is said politely with the loading text it explains. */}
          {screen.kind === 'loading' && screen.waiting && (
            <span className="pl-catalogue__waiting"> {common.waitingForConnection}</span>
          )}
        </p>
        {/* Outside the status: the button is not part of what is announced. */}
        {screen.kind === 'empty' && searched && (
          <Button onClick={onClearSearch}>{t.clearSearch}</Button>
        )}
      </div>
      {screen.kind === 'error' && (
        <div className="pl-catalogue__state">
          <p role="alert">{onRetry ? t.loadFailed : common.loadRefused(t.loadFailed)}</p>
          {onRetry && <Button onClick={onRetry}>{common.retry}</Button>}
        </div>
      )}
      {screen.kind === 'results' &&
        screen.groups.map((group) => <ManufacturerGroup key={group.key} group={group} />)}
    </>
  );
}
