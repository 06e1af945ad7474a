import { useDevice } from '../../hooks/devices/use-device.js';
import { useAwaitingData } from '../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
import { useViewTelemetry } from '../../hooks/use-view-telemetry.js';
import { useMessages } from '../../messages/messages-context.js';
import { ContentHeader } from '../../ui/ContentHeader.js';
import { cx } from '../../ui/cx.js';
import { LoadingScreen } from '../../ui/LoadingScreen.js';
import { routeProps, useRouteRenderer } from '../../ui/navigation.js';
import { ViewShell } from '../../ui/ViewShell.js';
import type { DeviceViewCommonProps } from './common-props.js';
import { isLockType, isThermostatType } from './device-types.js';
import { toDeviceView } from './device-view.js';
import { LockDetails } from './LockDetails.js';

/** Props of {@link DeviceDetails}. */
export interface DeviceDetailsProps extends DeviceViewCommonProps {
  /** The device to show: a lock gets the lock details, a thermostat the thermostat view. */
  deviceId: string;
}

/** Shows a device: lock details for locks, the thermostat view for thermostats, nothing otherwise. */
export function DeviceDetails(props: DeviceDetailsProps) {
  return (
    <ViewShell headingLevel={props.headingLevel} onBack={props.onBack} resetKeys={[props.deviceId]}>
      <DeviceDetailsDispatcher {...props} />
    </ViewShell>
  );
}

function DeviceDetailsDispatcher(props: DeviceDetailsProps) {
  useViewTelemetry('DeviceDetails');
  const { devices: t } = useMessages();
  const query = useDevice({ device_id: props.deviceId });
  const renderRoute = useRouteRenderer();
  const load = useLoadFailure(query);
  const awaiting = useAwaitingData(query);
  // Only a first load that failed replaces the view: a failed re-read (after a lock action, say)
  // keeps the device shown, with whatever the action itself reported.
  if (query.data === undefined) {
    return (
      <LoadingScreen
        className={cx('pl-device-details', props.className)}
        title={t.deviceTitle}
        onBack={props.onBack}
        load={load}
        fetching={awaiting}
        failureMessage={t.deviceNotFound}
        loadingLabel={t.loadingDevice}
      />
    );
  }
  const device = toDeviceView(query.data);
  if (isLockType(device.deviceType)) return <LockDetails {...props} device={device} />;
  // The thermostat view is another feature's: drawn through its route, with the host's flags and
  // issue filters.
  if (isThermostatType(device.deviceType)) {
    const { errorFilter, warningFilter } = props;
    return renderRoute(
      { to: 'thermostat', deviceId: device.deviceId, errorFilter, warningFilter },
      routeProps(props, props.onBack),
    );
  }
  // A type this version cannot show: nothing but the way back, when the host offers one.
  if (!props.onBack) return null;
  return (
    <section className={cx('pl-device-details', props.className)}>
      <ContentHeader
        title={t.deviceTitle}
        name={device.name ?? t.deviceNameFallback}
        subheading={device.name ?? t.deviceNameFallback}
        onBack={props.onBack}
      />
    </section>
  );
}
