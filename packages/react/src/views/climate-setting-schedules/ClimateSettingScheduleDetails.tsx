import { type ReactNode, useState } from 'react';
import { useClimateSettingSchedule } from '../../hooks/climate-setting-schedules/use-climate-setting-schedule.js';
import { useUpdateClimateSettingSchedule } from '../../hooks/climate-setting-schedules/use-update-climate-setting-schedule.js';
import { deviceReadUnsettled } from '../../hooks/devices/device-gone.js';
import { useDevice } from '../../hooks/devices/use-device.js';
import { useThermostatTemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';
import { useAwaitingData } from '../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
import { useViewTelemetry } from '../../hooks/use-view-telemetry.js';
import { useMessages } from '../../messages/messages-context.js';
import { ContentHeader } from '../../ui/ContentHeader.js';
import { cx } from '../../ui/cx.js';
import { formatDate, formatDateTime } from '../../ui/format-date.js';
import { ForwardIcon } from '../../ui/icons.js';
import { LoadingScreen } from '../../ui/LoadingScreen.js';
import { useLocale } from '../../ui/locale.js';
import { useLateOutcome } from '../../ui/outliving-notice.js';
import { Snackbar } from '../../ui/Snackbar.js';
import { SnackbarRegion } from '../../ui/SnackbarRegion.js';
import { Switch } from '../../ui/Switch.js';
import { ViewShell } from '../../ui/ViewShell.js';
import {
  type ClimateSettingScheduleView,
  currentClimateOf,
  deviceNameOf,
  toClimateSettingScheduleView,
} from './climate-setting-schedule-view.js';
import type { ClimateSettingScheduleCommonProps } from './common-props.js';
import { useClimateText } from './use-climate-text.js';

/** Props of {@link ClimateSettingScheduleDetails}. */
export interface ClimateSettingScheduleDetailsProps extends ClimateSettingScheduleCommonProps {
  /** The schedule to show (`climate_setting_schedule_id`). */
  climateSettingScheduleId: string;
}

/**
 * One climate setting schedule: its thermostat, start and end time in the viewer's time zone, the
 * climate it sets, the 'Allow manual override' switch and its creation date.
 */
export function ClimateSettingScheduleDetails(props: ClimateSettingScheduleDetailsProps) {
  return (
    <ViewShell
      headingLevel={props.headingLevel}
      onBack={props.onBack}
      resetKeys={[props.climateSettingScheduleId]}
    >
      <ScheduleDetailsScreen {...props} />
    </ViewShell>
  );
}

function ScheduleDetailsScreen(props: ClimateSettingScheduleDetailsProps) {
  useViewTelemetry('ClimateSettingScheduleDetails');
  const { climateSettingSchedules: t } = useMessages();
  const query = useClimateSettingSchedule({
    climate_setting_schedule_id: props.climateSettingScheduleId,
  });
  const load = useLoadFailure(query);
  const awaiting = useAwaitingData(query);
  const className = cx('pl-schedule-details', props.className);
  if (query.data === undefined) {
    return (
      <LoadingScreen
        className={className}
        bodyClassName="pl-schedule-details__body"
        title={t.detailsTitle}
        onBack={props.onBack}
        load={load}
        fetching={awaiting}
        failureMessage={t.scheduleNotFound}
        loadingLabel={t.loadingSchedule}
      />
    );
  }
  const schedule = toClimateSettingScheduleView(query.data);
  return (
    <section className={className}>
      <ContentHeader
        title={t.detailsTitle}
        name={schedule.name ?? t.scheduleNameFallback}
        onBack={props.onBack}
      />
      <ScheduleBody {...props} schedule={schedule} />
    </section>
  );
}

function ScheduleBody(
  props: ClimateSettingScheduleDetailsProps & { schedule: ClimateSettingScheduleView },
) {
  const { climateSettingSchedules: t } = useMessages();
  const { schedule } = props;
  const climateText = useClimateText();
  const [cardUnit] = useThermostatTemperatureUnit();
  const device = useDevice({ device_id: schedule.deviceId || null });
  // Blank while the thermostat loads or after a read that failed for a passing reason; the
  // fallback only once it is known to be missing.
  const deviceAwaited = useAwaitingData(device);
  const deviceLoading = deviceReadUnsettled(device, deviceAwaited);
  const deviceName = device.data === undefined ? null : deviceNameOf(device.data);
  const currentClimate = device.data === undefined ? null : currentClimateOf(device.data);
  const unit = props.temperatureUnit ?? cardUnit;
  const locale = useLocale();
  const dateTime = (date: Date | null) => (date ? formatDateTime(date, { locale }) : t.notSet);
  // Told below the list, not inside the switch's row: a snackbar sits at the view's foot.
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <div className="pl-schedule-details__body">
      <div className="pl-schedule-card">
        <p className="pl-schedule-card__name">{schedule.name ?? t.scheduleNameFallback}</p>
        <p className="pl-schedule-card__device">
          {deviceLoading ? '' : (deviceName ?? t.deviceNameFallback)}
        </p>
        {currentClimate && (
          <p className="pl-schedule-card__current">
            {t.currentClimate}: {climateText(currentClimate, unit)}
          </p>
        )}
      </div>
      <p className="pl-schedule-details__note">{t.endNote}</p>
      <dl className="pl-schedule-details__list">
        <DetailRow label={t.startEndTimeLabel}>
          {dateTime(schedule.startsAt)}
          {/* Points from the start to the end in either direction of reading (a → does not). */}
          <span aria-hidden="true" className="pl-schedule-details__arrow">
            <ForwardIcon />
          </span>
          <span className="pl-visually-hidden"> {t.timeRangeJoiner} </span>
          {dateTime(schedule.endsAt)}
        </DetailRow>
        <DetailRow label={t.climateSettingLabel}>{climateText(schedule.climate, unit)}</DetailRow>
        <ManualOverrideRow schedule={schedule} onOutcome={setOutcome} />
        <DetailRow label={t.creationDateLabel}>
          {schedule.createdAt ? formatDate(schedule.createdAt, { locale }) : t.notSet}
        </DetailRow>
      </dl>
      <SnackbarRegion>
        {outcome && (
          <Snackbar
            variant={outcome === 'updated' ? 'success' : 'error'}
            message={outcome === 'updated' ? t.manualOverrideUpdated : t.manualOverrideFailed}
            onClose={() => setOutcome(null)}
          />
        )}
      </SnackbarRegion>
    </div>
  );
}

type Outcome = 'updated' | 'failed' | null;

function ManualOverrideRow({
  schedule,
  onOutcome,
}: {
  schedule: ClimateSettingScheduleView;
  onOutcome(outcome: Outcome): void;
}) {
  const { climateSettingSchedules: t } = useMessages();
  const update = useUpdateClimateSettingSchedule();
  // An update still running when the person leaves with Back settles after these details are gone.
  const late = useLateOutcome();
  const onChange = (allowed: boolean) => {
    // One change at a time: a second would snapshot the first's optimistic value as the truth.
    // The switch stays enabled (and focused) meanwhile, so keyboard users keep their place.
    if (update.isPending) return;
    onOutcome(null);
    // Settled through the promise, which answers after the details closed (`mutate`'s own
    // callbacks are dropped then).
    update
      .mutateAsync({
        climate_setting_schedule_id: schedule.climateSettingScheduleId,
        manual_override_allowed: allowed,
      })
      .then(
        () => {
          if (late.isShown()) onOutcome('updated');
        },
        () => {
          if (late.isShown()) onOutcome('failed');
          else late.tellFailure(t.manualOverrideFailed);
        },
      );
  };
  return (
    <DetailRow label={t.manualOverrideLabel}>
      <Switch
        checked={schedule.manualOverrideAllowed}
        onChange={onChange}
        label={t.manualOverrideLabel}
        busy={update.isPending}
      />
    </DetailRow>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pl-schedule-details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
