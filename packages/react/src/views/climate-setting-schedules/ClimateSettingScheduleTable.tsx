import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useAllClimateSettingSchedules } from '../../hooks/climate-setting-schedules/use-all-climate-setting-schedules.js';
import { useClimateSettingSchedules } from '../../hooks/climate-setting-schedules/use-climate-setting-schedules.js';
import { deviceReadUnsettled } from '../../hooks/devices/device-gone.js';
import { useDevice } from '../../hooks/devices/use-device.js';
import { useThermostatTemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';
import { useAwaitingData } from '../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
import { useNow } from '../../hooks/use-now.js';
import { useViewTelemetry } from '../../hooks/use-view-telemetry.js';
import { useMessages } from '../../messages/messages-context.js';
import { ConnectionWait } from '../../ui/ConnectionWait.js';
import { ContentHeader } from '../../ui/ContentHeader.js';
import { cx } from '../../ui/cx.js';
import { hostHeading } from '../../ui/host-heading.js';
import { LoadFailureSnackbar } from '../../ui/LoadFailureSnackbar.js';
import { LoadingMore } from '../../ui/LoadingMore.js';
import { LoadingToast } from '../../ui/LoadingToast.js';
import { opensOwnScreen } from '../../ui/navigation.js';
import { ScreenStack } from '../../ui/ScreenStack.js';
import { SearchTextField } from '../../ui/SearchTextField.js';
import { useFailureThroughRetry } from '../../ui/use-failure-through-retry.js';
import { useSubScreenFocus } from '../../ui/use-sub-screen-focus.js';
import { ViewShell } from '../../ui/ViewShell.js';
import { VirtualList } from '../../ui/VirtualList.js';
import { cachedView } from '../../ui/view-cache.js';
import { ClimateSettingScheduleDetails } from './ClimateSettingScheduleDetails.js';
import { ClimateSettingScheduleRow } from './ClimateSettingScheduleRow.js';
import {
  type ClimateSettingScheduleView,
  deviceNames,
  toClimateSettingScheduleView,
} from './climate-setting-schedule-view.js';
import type { ClimateSettingScheduleCommonProps } from './common-props.js';
import { searchSchedules } from './schedule-search.js';

/** Props of {@link ClimateSettingScheduleTable}. */
export interface ClimateSettingScheduleTableProps extends ClimateSettingScheduleCommonProps {
  /** One thermostat's schedules; without it, every thermostat's. */
  deviceId?: string | undefined;
  /**
   * Called when a schedule is opened. Any handler fits (a `void` one too); returning exactly
   * `false` keeps the table from opening the schedule's details for this click.
   */
  onClimateSettingScheduleClick?: ((climateSettingScheduleId: string) => unknown) | undefined;
  /** Never open the built-in details: the host handles every click. */
  preventDefaultOnClimateSettingScheduleClick?: boolean | undefined;
  /**
   * Replaces the title. `null` hides it from view, as in `@seamapi/react`; screen readers still
   * hear the default title with its count.
   * A blank one keeps the default.
   */
  heading?: string | null | undefined;
}

/** TanStack's fetch status of the list's data (paused: waiting for the connection). */
type FetchState = 'fetching' | 'paused' | 'idle';

/** What the list screen needs from either data source. */
interface ListSource {
  data: unknown[] | undefined;
  loading: boolean;
  /** `data` holds the schedules read so far and more are being read. */
  fetchingMore: boolean;
  /** `data` holds every schedule the table lists, so it can be counted (or said to be empty). */
  complete: boolean;
  /**
   * A 'Try again' is still reading what it asked for again (beyond the first load, which
   * `loading` covers): its failure stays shown, 'Try again' busy, until it ends.
   */
  retrying: boolean;
  load: { isError: boolean; data: unknown; fetchStatus: FetchState; refetch: () => unknown };
  names: Map<string, string | null>;
  /** The device names are still loading: show none rather than the fallback. */
  namesLoading: boolean;
}

/**
 * Climate setting schedules with search: one thermostat's (`deviceId`) or every thermostat's.
 * A row opens the schedule's details inside the table.
 */
export function ClimateSettingScheduleTable(props: ClimateSettingScheduleTableProps) {
  return (
    <ViewShell headingLevel={props.headingLevel} onBack={props.onBack} resetKeys={[props.deviceId]}>
      <ScheduleTableScreens {...props} />
    </ViewShell>
  );
}

function ScheduleTableScreens(props: ClimateSettingScheduleTableProps) {
  useViewTelemetry('ClimateSettingScheduleTable');
  const [openId, setOpenId] = useState<string | null>(null);
  const focus = useSubScreenFocus(openId);
  const open = (id: string) => {
    const { onClimateSettingScheduleClick: onClick } = props;
    if (!opensOwnScreen(onClick, id, props.preventDefaultOnClimateSettingScheduleClick)) return;
    focus.rememberOpener();
    setOpenId(id);
  };
  const list = props.deviceId ? (
    <OneThermostat {...props} deviceId={props.deviceId} onOpen={open} />
  ) : (
    <AllThermostats {...props} onOpen={open} />
  );
  return (
    <ScreenStack
      focus={focus}
      sub={
        openId && (
          <ClimateSettingScheduleDetails
            className={props.className}
            temperatureUnit={props.temperatureUnit}
            disableResourceIds={props.disableResourceIds}
            climateSettingScheduleId={openId}
            onBack={() => setOpenId(null)}
          />
        )
      }
    >
      {list}
    </ScreenStack>
  );
}

type ListProps = ClimateSettingScheduleTableProps & { onOpen(id: string): void };

function OneThermostat(props: ListProps & { deviceId: string }) {
  const query = useClimateSettingSchedules({ device_id: props.deviceId });
  const device = useDevice({ device_id: props.deviceId });
  const loading = useAwaitingData(query);
  const deviceAwaited = useAwaitingData(device);
  const namesLoading = deviceReadUnsettled(device, deviceAwaited);
  const names = useMemo(
    () => deviceNames(device.data === undefined ? [] : [device.data]),
    [device.data],
  );
  const source: ListSource = {
    data: Array.isArray(query.data) ? query.data : query.data === undefined ? undefined : [],
    loading,
    fetchingMore: false,
    complete: query.data !== undefined,
    retrying: false,
    load: query,
    names,
    namesLoading,
  };
  return <ScheduleList {...props} source={source} />;
}

function AllThermostats(props: ListProps) {
  const all = useAllClimateSettingSchedules();
  const names = useMemo(() => deviceNames(all.devices), [all.devices]);
  // Paused (offline) is awaited too: else a load or retry waiting for the connection showed
  // nothing, and a failure's 'Try again' vanished at once.
  const fetchStatus: FetchState = all.isFetching ? 'fetching' : all.isPaused ? 'paused' : 'idle';
  const loading = useAwaitingData({ isPending: all.isPending, fetchStatus });
  const source: ListSource = {
    data: all.data,
    loading,
    fetchingMore: all.isFetchingMore,
    complete: all.isComplete,
    retrying: all.isRetrying,
    load: { ...all, fetchStatus },
    names,
    namesLoading: all.devices === undefined,
  };
  return <ScheduleList {...props} source={source} />;
}

function useListedSchedules(data: unknown[] | undefined): ClimateSettingScheduleView[] {
  // A refetch keeps every unchanged schedule object (TanStack's structural sharing); reusing its
  // view keeps its row from drawing again, so one changed schedule redraws one row.
  const views = useRef(new WeakMap<object, ClimateSettingScheduleView>());
  return useMemo(() => {
    const seen = new Set<string>();
    const listed: ClimateSettingScheduleView[] = [];
    for (const raw of data ?? []) {
      const view = cachedView(views.current, raw, toClimateSettingScheduleView);
      // A row must open one schedule: entries without an id, or repeating one, are skipped.
      if (view.climateSettingScheduleId === '' || seen.has(view.climateSettingScheduleId)) continue;
      seen.add(view.climateSettingScheduleId);
      listed.push(view);
    }
    return listed;
  }, [data]);
}

function ScheduleList(props: ListProps & { source: ListSource }) {
  const { climateSettingSchedules: t, common } = useMessages();
  const { source } = props;
  const schedules = useListedSchedules(source.data);
  const load = useLoadFailure(source.load, source.retrying);
  const [everFailed, setEverFailed] = useState(false);
  if (load.failed && !everFailed) setEverFailed(true);
  // A retry after a later page of devices failed reads on past its first new page, which already
  // clears the failure: it stays, 'Try again' busy, until the whole list is read. A retry of
  // thermostats' schedules is over once they answer, whatever pages of devices are still to come.
  const retrying = source.loading || source.retrying;
  // A failure being read again is not the current one (`useLoadFailure`).
  const failed = load.current;
  // As the failure snackbar holds it: while it waits through a retry, it says the wait itself.
  const failure = useFailureThroughRetry(failed, retrying);
  const snackbarWaits = failure.shown && !failed;
  const now = useNow();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => searchSchedules(schedules, deferredSearch, (s) => s.name ?? t.scheduleNameFallback),
    [schedules, deferredSearch, t.scheduleNameFallback],
  );
  // The card's unit (the °F/°C choice remembered under the provider) unless the host names one.
  const [cardUnit] = useThermostatTemperatureUnit();
  const unit = props.temperatureUnit ?? cardUnit;
  // Lists that failed with nothing loaded counted nothing: neither '(0)' nor 'no schedules were
  // found' is true then; the failure toast alone says what happened. Nor are the schedules of
  // the thermostats read so far: a count growing page by page names a number that is not so.
  const counted =
    source.complete &&
    source.data !== undefined &&
    !(source.load.isError && schedules.length === 0);
  const title =
    hostHeading(props.heading) ??
    (counted ? t.tableHeading(schedules.length) : t.tableHeadingLoading);
  return (
    <section className={cx('pl-schedule-table', props.className)} aria-label={title}>
      <ContentHeader
        title={title}
        titleHidden={props.heading === null}
        onBack={props.onBack}
        actions={
          !props.disableSearch && (
            <SearchTextField
              label={t.searchSchedules}
              placeholder={common.search}
              value={search}
              onChange={setSearch}
              disabled={schedules.length === 0}
            />
          )
        }
      />
      <LoadingToast
        isLoading={source.loading}
        label={t.loadingSchedules}
        superseded={source.fetchingMore}
      />
      {/* A first load paused offline; a paused retry says it in its failure snackbar. */}
      <ConnectionWait waiting={source.loading && load.paused && !everFailed} />
      <LoadingMore
        isLoadingMore={source.fetchingMore}
        label={t.loadingMoreSchedules}
        waiting={load.paused && !snackbarWaits}
      />
      {/* Always in the page, so the empty state and each new count for a search are announced
          when they appear. */}
      <div aria-live="polite" aria-atomic="true">
        {counted && shown.length === 0 && <p className="pl-empty-state">{t.noSchedules}</p>}
        {source.data !== undefined && shown.length > 0 && deferredSearch.trim() && (
          <span className="pl-visually-hidden">{t.searchResults(shown.length)}</span>
        )}
      </div>
      {shown.length > 0 && (
        <VirtualList
          items={shown}
          label={title}
          getKey={(schedule) => schedule.climateSettingScheduleId}
          renderItem={(schedule) => (
            <ClimateSettingScheduleRow
              schedule={schedule}
              deviceName={
                source.names.has(schedule.deviceId) || !source.namesLoading
                  ? (source.names.get(schedule.deviceId) ?? null)
                  : undefined
              }
              unit={unit}
              now={now}
              onOpen={props.onOpen}
            />
          )}
        />
      )}
      <LoadFailureSnackbar
        failed={failed}
        retrying={retrying}
        waiting={load.paused}
        message={t.loadFailed}
        onRetry={load.retry}
      />
    </section>
  );
}
