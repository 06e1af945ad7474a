import { type ReactNode, useState } from 'react';
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
import type { TemperatureUnit } from '../../ui/climate.js';
import { cx } from '../../ui/cx.js';
import { visibleIssues } from '../../ui/device-issues.js';
import { Heading } from '../../ui/Heading.js';
import { IssueAlerts } from '../../ui/IssueAlerts.js';
import { LoadingScreen } from '../../ui/LoadingScreen.js';
import { record, text } from '../../ui/loose-values.js';
import { NoticeSnackbar } from '../../ui/NoticeSnackbar.js';
import { opensOwnScreen, routeProps, useRouteRenderer } from '../../ui/navigation.js';
import { OpenListRow } from '../../ui/OpenListRow.js';
import { useLateOutcome } from '../../ui/outliving-notice.js';
import { ScreenStack } from '../../ui/ScreenStack.js';
import { SNACKBAR_AUTO_HIDE_MS } from '../../ui/Snackbar.js';
import { Switch } from '../../ui/Switch.js';
import { useNotice } from '../../ui/use-notice.js';
import { useSubScreenFocus } from '../../ui/use-sub-screen-focus.js';
import { useUniqueId } from '../../ui/use-unique-id.js';
import { ViewShell } from '../../ui/ViewShell.js';
import { ClimateControls } from './ClimateControls.js';
import { climateText } from './climate-text.js';
import type { ThermostatCommonProps } from './common-props.js';
import { FanModeControl } from './FanModeControl.js';
import type { ThermostatNotices } from './notices.js';
import { ThermostatCardContent } from './ThermostatCard.js';
import { type ThermostatView, toThermostatView } from './thermostat-view.js';

/** Props of {@link ThermostatDetails}. */
export interface ThermostatDetailsProps extends ThermostatCommonProps {
  /** The thermostat to show (`device_id`). */
  deviceId: string;
}

/**
 * A thermostat: its card, its errors and warnings, its scheduled climates, the climate controls
 * (mode, set points, fan), its default settings with manual override, and its device details.
 */
export function ThermostatDetails(props: ThermostatDetailsProps) {
  return (
    <ViewShell headingLevel={props.headingLevel} onBack={props.onBack} resetKeys={[props.deviceId]}>
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
  const { notice, notify, dismiss } = useNotice();
  // A save still running when the person leaves with Back settles after this view is gone.
  const late = useLateOutcome();
  const notices: ThermostatNotices = {
    notify: (message, variant) => {
      if (late.isShown()) notify(message, variant);
      else if (variant === 'error') late.tellFailure(message);
    },
    notifyWhileHidden: (message) => {
      if (showSchedules) notify(message, 'success');
    },
    clear: (...messages) => {
      if (notice && messages.includes(notice.message)) dismiss();
    },
  };
  return (
    <>
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
        <ThermostatLoader {...props} onOpenSchedules={openSchedules} notices={notices} />
      </ScreenStack>
      {/* Outside the screens, so an outcome landing while the schedules are open (a climate
          save runs 2 s after the change) is seen and said there; an error then waits for the
          person's return to the rolled-back controls before its countdown starts. */}
      <NoticeSnackbar
        notice={notice}
        onClose={dismiss}
        autoHideMs={showSchedules && notice?.variant === 'error' ? null : SNACKBAR_AUTO_HIDE_MS}
      />
    </>
  );
}

type ScreenProps = ThermostatDetailsProps & {
  onOpenSchedules(): void;
  notices: ThermostatNotices;
};

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
      {/* Another thermostat starts fresh controls: a draft or fan choice of the previous one
          (still saved to it on unmount) must never show on, or be sent to, this one. */}
      <ThermostatBody key={props.deviceId} {...props} thermostat={thermostat} />
    </section>
  );
}

function ThermostatBody(props: ScreenProps & { thermostat: ThermostatView }) {
  const { thermostats: t, accessCodes: a } = useMessages();
  const { thermostat } = props;
  const [unit, setUnit] = useThermostatTemperatureUnit();
  const reasonId = useUniqueId();
  const offline = !thermostat.online;
  const { errors, warnings } = visibleIssues(thermostat, props);
  return (
    <div className="pl-thermostat-details__body">
      <ThermostatCardContent thermostat={thermostat} unit={unit} onUnitChange={setUnit} depth={1} />
      {offline && (
        <p id={reasonId} className="pl-thermostat-details__offline">
          {t.offlineReason}
        </p>
      )}
      {/* What the provider says is wrong (a disconnected account, a device warning); a re-read
          that brings a new one says it politely, and thousands stop at 50, as lock details do. */}
      <IssueAlerts
        className="pl-thermostat-details__alerts"
        errors={errors}
        warnings={warnings}
        moreLabel={a.moreIssues}
      />
      {!props.disableClimateSettingSchedules && (
        <Section title={t.scheduledClimatesTitle} list={false}>
          <ScheduledClimatesRow deviceId={thermostat.deviceId} onOpen={props.onOpenSchedules} />
        </Section>
      )}
      <Section title={t.currentSettings}>
        <DetailRow label={t.climateLabel} wide>
          <ClimateControls
            thermostat={thermostat}
            unit={unit}
            disabled={offline}
            describedBy={offline ? reasonId : undefined}
            notices={props.notices}
          />
        </DetailRow>
        <DetailRow label={t.fanModeLabel}>
          <FanModeControl
            thermostat={thermostat}
            disabled={offline}
            describedBy={offline ? reasonId : undefined}
            notices={props.notices}
          />
        </DetailRow>
      </Section>
      {!props.disableClimateSettingSchedules && (
        <DefaultSettings
          thermostat={thermostat}
          unit={unit}
          notices={props.notices}
          describedBy={offline ? reasonId : undefined}
        />
      )}
      <DeviceDetailsSection thermostat={thermostat} disableResourceIds={props.disableResourceIds} />
    </div>
  );
}

function ScheduledClimatesRow({ deviceId, onOpen }: { deviceId: string; onOpen(): void }) {
  const { thermostats: t, climateSettingSchedules: s } = useMessages();
  const schedules = useClimateSettingSchedules({ device_id: deviceId });
  const load = useLoadFailure(schedules);
  const count = Array.isArray(schedules.data) ? schedules.data.length : null;
  return (
    <OpenListRow
      className="pl-thermostat-details__schedules"
      label={count === null ? t.scheduledClimatesLoading : t.scheduledClimates(count)}
      failure={count === null && load.failed ? s.loadFailed : null}
      onOpen={onOpen}
      retry={{
        onRetry: load.retry,
        loading: schedules.isFetching,
        paused: schedules.fetchStatus === 'paused',
      }}
    />
  );
}

function DefaultSettings({
  thermostat,
  unit,
  notices,
  describedBy,
}: {
  thermostat: ThermostatView;
  unit: TemperatureUnit;
  notices: ThermostatNotices;
  /** The offline reason's id: the switch is disabled and names it, like the other controls. */
  describedBy: string | undefined;
}) {
  const { thermostats: t } = useMessages();
  const update = useUpdateThermostatManualOverride();
  const onChange = (allowed: boolean) => {
    // One change at a time: a second would snapshot the first's optimistic value as the truth.
    if (update.isPending) return;
    notices.clear(t.manualOverrideUpdated, t.manualOverrideFailed);
    // Settled through the promise, which answers even after the details closed (`mutate`'s own
    // callbacks are dropped then), so a failure after Back is still told.
    update.mutateAsync({ device_id: thermostat.deviceId, manual_override_allowed: allowed }).then(
      () => notices.notify(t.manualOverrideUpdated, 'success'),
      () => notices.notify(t.manualOverrideFailed, 'error'),
    );
  };
  return (
    <Section title={t.defaultSettings}>
      <DetailRow label={t.defaultClimateLabel}>
        {thermostat.defaultClimate ? climateText(thermostat.defaultClimate, unit, t) : t.none}
      </DetailRow>
      <DetailRow label={t.manualOverrideLabel}>
        <Switch
          checked={thermostat.manualOverrideAllowed}
          onChange={onChange}
          label={t.manualOverrideLabel}
          disabled={describedBy !== undefined}
          describedBy={describedBy}
          busy={update.isPending}
        />
      </DetailRow>
    </Section>
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
  return text(record(record(account).user_identifier).email);
}

function Section({
  title,
  children,
  list = true,
}: {
  title: string;
  children: ReactNode;
  /** False for a section holding one control (the scheduled climates row), not label–value rows. */
  list?: boolean;
}) {
  return (
    <div className="pl-thermostat-section">
      <Heading depth={1} className="pl-thermostat-section__title">
        {title}
      </Heading>
      {list ? <dl className="pl-thermostat-section__list">{children}</dl> : children}
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
