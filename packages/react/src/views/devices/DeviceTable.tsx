import type { Device } from '@porchlight/client';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useDevices } from '../../hooks/devices/use-devices.js';
import { useAwaitingData } from '../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
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
import type { DeviceViewCommonProps } from './common-props.js';
import { DeviceDetails } from './DeviceDetails.js';
import { DeviceIssueChips } from './DeviceIssueChips.js';
import { DeviceRow } from './DeviceRow.js';
import {
  type DeviceIssueFilter,
  filterDevices,
  isListedDevice,
  issueCounts,
  toggleIssueFilter,
} from './device-filters.js';
import { type DeviceView, toDeviceView } from './device-view.js';

/** Props of {@link DeviceTable}. */
export interface DeviceTableProps extends DeviceViewCommonProps {
  /** Only these devices. */
  deviceIds?: string[] | undefined;
  /** Only devices of these connected accounts. */
  connectedAccountIds?: string[] | undefined;
  /** Keeps only the devices that return true (after the lock/thermostat rule). */
  deviceFilter?: ((device: Device) => boolean) | undefined;
  /** Orders the devices (default: as the API returns them). */
  deviceComparator?: ((a: Device, b: Device) => number) | undefined;
  /**
   * Called when a device is opened. Any handler fits (a `void` one too); returning exactly `false`
   * keeps the table from opening the device's details for this click.
   */
  onDeviceClick?: ((deviceId: string) => unknown) | undefined;
  /** Never open the built-in details: the host handles every click. */
  preventDefaultOnDeviceClick?: boolean | undefined;
  /**
   * Replaces the title. `null` hides it from view, as in `@seamapi/react`; screen readers still
   * hear the default title with its count.
   * A blank one keeps the default.
   */
  heading?: string | null | undefined;
}

interface Entry {
  raw: Device;
  view: DeviceView;
}

function useListedDevices(props: DeviceTableProps) {
  const params = {
    ...(props.deviceIds ? { device_ids: props.deviceIds } : {}),
    ...(props.connectedAccountIds ? { connected_account_ids: props.connectedAccountIds } : {}),
  };
  const query = useDevices(params);
  const { deviceFilter, deviceComparator } = props;
  // A refetch keeps every unchanged device object (TanStack's structural sharing); reusing its
  // view keeps its row from drawing again, so one changed device redraws one row, not the table.
  const views = useRef(new WeakMap<object, DeviceView>());
  const entries = useMemo(() => {
    // The API's answer is untrusted: anything but an array lists nothing rather than crashing.
    const data: Device[] = Array.isArray(query.data) ? query.data : [];
    const seen = new Set<string>();
    const listed: Entry[] = [];
    for (const raw of data) {
      const view = cachedView(views.current, raw, toDeviceView);
      // A row must open one device: entries without an id, or repeating one, are skipped.
      if (view.deviceId === '' || seen.has(view.deviceId)) continue;
      seen.add(view.deviceId);
      if (isListedDevice(view) && (!deviceFilter || deviceFilter(raw))) listed.push({ raw, view });
    }
    return deviceComparator ? listed.sort((a, b) => deviceComparator(a.raw, b.raw)) : listed;
  }, [query.data, deviceFilter, deviceComparator]);
  return { query, devices: useMemo(() => entries.map((e) => e.view), [entries]) };
}

function activeIssueFilter(
  selected: DeviceIssueFilter,
  counts: { deviceIssues: number; accountIssues: number },
): DeviceIssueFilter {
  if (selected === 'device_issues' && counts.deviceIssues === 0) return 'none';
  if (selected === 'account_issues' && counts.accountIssues === 0) return 'none';
  return selected;
}

/** The workspace's locks and thermostats, with search and issue filters; a row opens its details. */
export function DeviceTable(props: DeviceTableProps) {
  return (
    <ViewShell
      headingLevel={props.headingLevel}
      onBack={props.onBack}
      resetKeys={[props.deviceIds, props.connectedAccountIds]}
    >
      <DeviceTableScreens {...props} />
    </ViewShell>
  );
}

function DeviceTableScreens(props: DeviceTableProps) {
  useViewTelemetry('DeviceTable');
  const [openDeviceId, setOpenDeviceId] = useState<string | null>(null);
  const focus = useSubScreenFocus(openDeviceId);
  const open = (deviceId: string) => {
    if (!opensOwnScreen(props.onDeviceClick, deviceId, props.preventDefaultOnDeviceClick)) return;
    focus.rememberOpener();
    setOpenDeviceId(deviceId);
  };
  return (
    <ScreenStack
      focus={focus}
      sub={
        openDeviceId && (
          <DeviceDetails {...props} deviceId={openDeviceId} onBack={() => setOpenDeviceId(null)} />
        )
      }
    >
      <DeviceList {...props} onOpen={open} />
    </ScreenStack>
  );
}

function DeviceList(props: DeviceTableProps & { onOpen(deviceId: string): void }) {
  const { devices: t, common } = useMessages();
  const { query, devices } = useListedDevices(props);
  const load = useLoadFailure(query);
  const awaiting = useAwaitingData(query);
  // A retry after a later page failed clears the failure with its first new page and goes on
  // reading: the failure stays, its 'Try again' busy, until the whole list is read.
  const retrying = awaiting || query.isFetchingMore;
  // A failure being read again is not the current one (`useLoadFailure`).
  const failed = load.current;
  // As the failure snackbar holds it: while it waits through a retry, it says the wait itself.
  const failure = useFailureThroughRetry(failed, retrying);
  const snackbarWaits = failure.shown && !failed;
  const [search, setSearch] = useState('');
  const [selectedFilter, setIssueFilter] = useState<DeviceIssueFilter>('none');
  const deferredSearch = useDeferredValue(search);
  const { errorFilter, warningFilter } = props;
  const counts = useMemo(
    () => issueCounts(devices, { errorFilter, warningFilter }),
    [devices, errorFilter, warningFilter],
  );
  // A chip with no issues left is not shown, so its filter must not keep hiding every row. It is
  // cleared, not set aside: when issues come back, their chip must not filter again by itself.
  const issueFilter = activeIssueFilter(selectedFilter, counts);
  if (issueFilter !== selectedFilter) setIssueFilter(issueFilter);
  const shown = useMemo(
    () =>
      filterDevices(devices, { errorFilter, warningFilter, query: deferredSearch, issueFilter }),
    [devices, errorFilter, warningFilter, deferredSearch, issueFilter],
  );
  // The count only once every page is read: a count that grows page by page (or stops short
  // after a failed page) would tell the person a number of devices the workspace does not hold.
  const title =
    hostHeading(props.heading) ??
    (query.isComplete ? t.devicesHeading(devices.length) : t.devicesHeadingLoading);

  return (
    <section className={cx('pl-device-table', props.className)} aria-label={title}>
      <ContentHeader
        title={title}
        titleHidden={props.heading === null}
        onBack={props.onBack}
        actions={
          !props.disableSearch && (
            <SearchTextField
              label={t.searchDevices}
              placeholder={common.search}
              value={search}
              onChange={setSearch}
              disabled={devices.length === 0}
            />
          )
        }
      />
      <LoadingToast
        isLoading={awaiting}
        label={t.loadingDevices}
        superseded={query.isFetchingMore}
      />
      {/* A first load paused offline; a paused retry says it in its failure snackbar. */}
      {awaiting && <ConnectionWait waiting={load.paused && query.errorUpdateCount === 0} />}
      {/* In the chips' place until every page is read: their counts, and 'Devices & accounts OK',
          speak for every device. */}
      <LoadingMore
        isLoadingMore={query.isFetchingMore}
        label={t.loadingMoreDevices}
        waiting={load.paused && !snackbarWaits}
      />
      {query.isComplete && (
        <DeviceIssueChips
          {...counts}
          selected={issueFilter}
          onSelect={(clicked) => setIssueFilter(toggleIssueFilter(issueFilter, clicked))}
        />
      )}
      {/* Always in the page, so the empty state and each new count (for a search or filter) are
          announced when they appear. */}
      <div aria-live="polite" aria-atomic="true">
        {query.isComplete && shown.length === 0 && <p className="pl-empty-state">{t.noDevices}</p>}
        {query.data && shown.length > 0 && (deferredSearch.trim() || issueFilter !== 'none') && (
          <span className="pl-visually-hidden">{t.searchResults(shown.length)}</span>
        )}
      </div>
      {shown.length > 0 && (
        <VirtualList
          items={shown}
          label={title}
          getKey={(device) => device.deviceId}
          renderItem={(device) => <DeviceRow device={device} onOpen={props.onOpen} />}
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
