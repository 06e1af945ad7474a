import { type ReactNode, useId, useState } from 'react';
import { useClimateSettingSchedules } from '../../hooks/climate-setting-schedules/use-climate-setting-schedules.js';
import { useConnectedAccount } from '../../hooks/connected-accounts/use-connected-account.js';
import { useDevice } from '../../hooks/devices/use-device.js';
import { useThermostatTemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';
import { useUpdateThermostatManualOverride } from '../../hooks/thermostats/use-update-thermostat-manual-override.js';
import { useAwaitingData } from '../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
import { useViewTelemetry } from '../../hooks/use-view-telemetry.js';
import { useMessages } from '../../messages/messages-context.js';
import { ContentHeader } from '../../ui/ContentHeader.js';
import { cx } from '../../ui/cx.js';
import { Heading } from '../../ui/Heading.js';
import { ChevronRightIcon } from '../../ui/icons.js';
import { LoadingScreen } from '../../ui/LoadingScreen.js';
import { opensOwnScreen, routeProps, useRouteRenderer } from '../../ui/navigation.js';
import { ScreenStack } from '../../ui/ScreenStack.js';
import { Snackbar } from '../../ui/Snackbar.js';
import { SnackbarRegion } from '../../ui/SnackbarRegion.js';
import { Switch } from '../../ui/Switch.js';
import { useSubScreenFocus } from '../../ui/use-sub-screen-focus.js';
import { ViewShell } from '../../ui/ViewShell.js';
import { ClimateControls } from './ClimateControls.js';
import { climateText } from './climate-text.js';
import type { ThermostatCommonProps } from './common-props.js';
import { FanModeControl } from './FanModeControl.js';
import { ThermostatCardContent } from './ThermostatCard.js';
import type { TemperatureUnit } from './temperature.js';
import { type ThermostatView, toThermostatView } from './thermostat-view.js';

/** Props of {@link ThermostatDetails}. */
export interface ThermostatDetailsProps extends ThermostatCommonProps {
  deviceId: string;
}

/**
 * A thermostat: its card, its scheduled climates, the climate controls (mode, set points, fan),
 * its default settings with manual override, and its device details.
 */
export function ThermostatDetails(props: ThermostatDetailsProps) {
  return (
    <ViewShell headingLevel={props.headingLevel} onBack={props.onBack}>
      <ThermostatScreens {...props} />
    </ViewShell>
  );
}

function ThermostatScreens(props: ThermostatDetailsProps) {
  useViewTelemetry('ThermostatDetails');
  const [showSchedules, setShowSchedules] = useState(false);
  const focus = useSubScreenFocus(showSchedules ? 'schedules' : null);
  const renderRoute = useRouteRenderer();
  const openSchedules = () => {
    const { onClimateSettingSchedulesClick: onClick, deviceId } = props;
    if (!opensOwnScreen(onClick, deviceId, props.preventDefaultOnClimateSettingSchedulesClick)) {
      return;
    }
    focus.rememberOpener();
    setShowSchedules(true);
  };
  return (
    <ScreenStack
      focus={focus}
      sub={
        showSchedules &&
        renderRoute(
          { to: 'climate-setting-schedules', deviceId: props.deviceId },
          routeProps(props, () => setShowSchedules(false)),
        )
      }
    >
      <ThermostatLoader {...props} onOpenSchedules={openSchedules} />
    </ScreenStack>
  );
}

type ScreenProps = ThermostatDetailsProps & { onOpenSchedules(): void };

function ThermostatLoader(props: ScreenProps) {
  const { thermostats: t } = useMessages();
  const query = useDevice({ device_id: props.deviceId });
  const load = useLoadFailure(query);
  const awaiting = useAwaitingData(query);
  const className = cx('pl-thermostat-details', props.className);
  if (query.data === undefined) {
    return (
      <LoadingScreen
        className={className}
        bodyClassName="pl-thermostat-details__body"
        title={t.title}
        onBack={props.onBack}
        load={load}
        fetching={awaiting}
        failureMessage={t.thermostatNotFound}
        loadingLabel={t.loadingThermostat}
      />
    );
  }
  const thermostat = toThermostatView(query.data);
  return (
    <section className={className}>
      <ContentHeader
        title={t.title}
        name={thermostat.name ?? t.nameFallback}
        onBack={props.onBack}
      />
      <ThermostatBody {...props} thermostat={thermostat} />
    </section>
  );
}

function ThermostatBody(props: ScreenProps & { thermostat: ThermostatView }) {
  const { thermostats: t } = useMessages();
  const { thermostat } = props;
  const [unit, setUnit] = useThermostatTemperatureUnit();
  const reasonId = useId();
  const offline = !thermostat.online;
  return (
    <div className="pl-thermostat-details__body">
      <ThermostatCardContent thermostat={thermostat} unit={unit} onUnitChange={setUnit} depth={1} />
      {offline && (
        <p id={reasonId} className="pl-thermostat-details__offline">
          {t.offlineReason}
        </p>
      )}
      {!props.disableClimateSettingSchedules && (
        <ScheduledClimatesRow deviceId={thermostat.deviceId} onOpen={props.onOpenSchedules} />
      )}
      <Section title={t.currentSettings}>
        <DetailRow label={t.climateLabel} wide>
          <ClimateControls
            thermostat={thermostat}
            unit={unit}
            disabled={offline}
            describedBy={offline ? reasonId : undefined}
          />
        </DetailRow>
        <DetailRow label={t.fanModeLabel}>
          <FanModeControl
            thermostat={thermostat}
            disabled={offline}
            describedBy={offline ? reasonId : undefined}
          />
        </DetailRow>
      </Section>
      {!props.disableClimateSettingSchedules && (
        <DefaultSettings thermostat={thermostat} unit={unit} />
      )}
      <DeviceDetailsSection thermostat={thermostat} disableResourceIds={props.disableResourceIds} />
    </div>
  );
}

function ScheduledClimatesRow({ deviceId, onOpen }: { deviceId: string; onOpen(): void }) {
  const { thermostats: t } = useMessages();
  const schedules = useClimateSettingSchedules({ device_id: deviceId });
  const count = Array.isArray(schedules.data) ? schedules.data.length : null;
  return (
    <button type="button" className="pl-thermostat-details__schedules" onClick={onOpen}>
      <span>{count === null ? t.scheduledClimatesLoading : t.scheduledClimates(count)}</span>
      <ChevronRightIcon />
    </button>
  );
}

function DefaultSettings({
  thermostat,
  unit,
}: {
  thermostat: ThermostatView;
  unit: TemperatureUnit;
}) {
  const { thermostats: t } = useMessages();
  const update = useUpdateThermostatManualOverride();
  const [outcome, setOutcome] = useState<'updated' | 'failed' | null>(null);
  const onChange = (allowed: boolean) => {
    // One change at a time: a second would snapshot the first's optimistic value as the truth.
    if (update.isPending) return;
    setOutcome(null);
    update.mutate(
      { device_id: thermostat.deviceId, manual_override_allowed: allowed },
      { onSuccess: () => setOutcome('updated'), onError: () => setOutcome('failed') },
    );
  };
  return (
    <>
      <Section title={t.defaultSettings}>
        <DetailRow label={t.defaultClimateLabel}>
          {thermostat.defaultClimate ? climateText(thermostat.defaultClimate, unit, t) : t.none}
        </DetailRow>
        <DetailRow label={t.manualOverrideLabel}>
          <Switch
            checked={thermostat.manualOverrideAllowed}
            onChange={onChange}
            label={t.manualOverrideLabel}
          />
        </DetailRow>
      </Section>
      <SnackbarRegion>
        {outcome && (
          <Snackbar
            variant={outcome === 'updated' ? 'success' : 'error'}
            message={outcome === 'updated' ? t.manualOverrideUpdated : t.manualOverrideFailed}
            onClose={() => setOutcome(null)}
          />
        )}
      </SnackbarRegion>
    </>
  );
}

function DeviceDetailsSection({
  thermostat,
  disableResourceIds,
}: {
  thermostat: ThermostatView;
  disableResourceIds?: boolean | undefined;
}) {
  const { thermostats: t } = useMessages();
  const account = useConnectedAccount({ connected_account_id: thermostat.connectedAccountId });
  const email = emailOf(account.data);
  return (
    <Section title={t.deviceDetails}>
      <DetailRow label={t.manufacturerLabel}>{thermostat.manufacturerName ?? t.unknown}</DetailRow>
      <DetailRow label={t.linkedAccountLabel}>
        <span className="pl-thermostat-details__account">
          {email ?? thermostat.connectedAccountId ?? t.unknown}
        </span>
      </DetailRow>
      {!disableResourceIds && (
        <DetailRow label={t.deviceIdLabel}>
          <code className="pl-resource-id">{thermostat.deviceId}</code>
        </DetailRow>
      )}
    </Section>
  );
}

/** The account's `user_identifier.email`, read defensively: API data is untrusted. */
function emailOf(account: unknown): string | null {
  if (account === null || typeof account !== 'object') return null;
  const identifier = (account as { user_identifier?: unknown }).user_identifier;
  if (identifier === null || typeof identifier !== 'object') return null;
  const email = (identifier as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="pl-thermostat-section">
      <Heading depth={1} className="pl-thermostat-section__title">
        {title}
      </Heading>
      <dl className="pl-thermostat-section__list">{children}</dl>
    </div>
  );
}

function DetailRow(props: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx('pl-thermostat-row', props.wide && 'pl-thermostat-row--wide')}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
