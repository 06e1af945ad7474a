import { useDevice } from '../../hooks/devices/use-device.js';
import { useThermostatTemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';
import { useAwaitingData } from '../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
import { useViewTelemetry } from '../../hooks/use-view-telemetry.js';
import { useMessages } from '../../messages/messages-context.js';
import { type TemperatureUnit, truncated } from '../../ui/climate.js';
import { cx } from '../../ui/cx.js';
import type { HeadingLevel } from '../../ui/Heading.js';
import { Heading } from '../../ui/Heading.js';
import { LoadProgress } from '../../ui/LoadingScreen.js';
import { StatusTag, type StatusTagVariant } from '../../ui/StatusTag.js';
import { ViewShell } from '../../ui/ViewShell.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { climateText } from './climate-text.js';
import { type SystemStatus, systemStatus } from './system-status.js';
import { type ThermostatView, toThermostatView } from './thermostat-view.js';

/** Props of {@link ThermostatCard}. */
export interface ThermostatCardProps {
  /** The thermostat to show (`device_id`). */
  deviceId: string;
  /** Extra class on the card's root element. */
  className?: string | undefined;
  /** Level of the card's name heading; defaults to the provider's (2). */
  headingLevel?: HeadingLevel | undefined;
}

/**
 * A thermostat at a glance: name, °F/°C toggle (Fahrenheit until changed, remembered under the
 * provider), temperature, humidity, current setting, fan mode and what the system is doing.
 */
export function ThermostatCard(props: ThermostatCardProps) {
  return (
    <ViewShell headingLevel={props.headingLevel} resetKeys={[props.deviceId]}>
      <ThermostatCardLoader {...props} />
    </ViewShell>
  );
}

function ThermostatCardLoader(props: ThermostatCardProps) {
  useViewTelemetry('ThermostatCard');
  const { thermostats: t } = useMessages();
  const query = useDevice({ device_id: props.deviceId });
  const load = useLoadFailure(query);
  const awaiting = useAwaitingData(query);
  const [unit, setUnit] = useThermostatTemperatureUnit();
  if (query.data === undefined) {
    return (
      <div className={cx('pl-thermostat-card', props.className)}>
        <LoadProgress
          load={load}
          fetching={awaiting}
          failureMessage={t.thermostatNotFound}
          loadingLabel={t.loadingThermostat}
        />
      </div>
    );
  }
  return (
    <ThermostatCardContent
      className={props.className}
      thermostat={toThermostatView(query.data)}
      unit={unit}
      onUnitChange={setUnit}
    />
  );
}

const STATUS_VARIANT: Record<SystemStatus, StatusTagVariant> = {
  heating: 'danger',
  cooling: 'info',
  fan: 'success',
  off: 'neutral',
};

/** The card's content for a thermostat already loaded (the details view shows it too). */
export function ThermostatCardContent(props: {
  thermostat: ThermostatView;
  unit: TemperatureUnit;
  onUnitChange(unit: TemperatureUnit): void;
  className?: string | undefined;
  /** Heading depth of the name below the view's title. */
  depth?: number;
}) {
  const { thermostats: t } = useMessages();
  const { thermostat, unit } = props;
  const status = systemStatus(thermostat);
  const statusText = {
    heating: t.statusHeating,
    cooling: t.statusCooling,
    fan: t.statusFan,
    off: t.statusOff,
  }[status];
  return (
    <div className={cx('pl-thermostat-card', props.className)}>
      <div className="pl-thermostat-card__head">
        <Heading depth={props.depth ?? 0} className="pl-thermostat-card__name">
          {thermostat.name ?? t.nameFallback}
        </Heading>
        <ChoiceGroup
          label={t.unitLabel}
          choices={[
            { value: 'fahrenheit', label: t.fahrenheitSymbol },
            { value: 'celsius', label: t.celsiusSymbol },
          ]}
          value={unit}
          onChange={props.onUnitChange}
        />
      </div>
      <dl className="pl-thermostat-card__readings">
        <div className="pl-thermostat-card__reading pl-thermostat-card__reading--main">
          <dt>{t.temperatureLabel}</dt>
          <dd className="pl-thermostat-card__temperature">
            {thermostat.temperature
              ? t.temperature(truncated(thermostat.temperature, unit), unit)
              : t.unknown}
          </dd>
        </div>
        <div className="pl-thermostat-card__reading">
          <dt>{t.humidityLabel}</dt>
          <dd>
            {thermostat.humidity === null
              ? t.unknown
              : t.humidity(Math.round(thermostat.humidity * 100))}
          </dd>
        </div>
        <div className="pl-thermostat-card__reading">
          <dt>{t.settingLabel}</dt>
          <dd>{climateText(thermostat.current, unit, t)}</dd>
        </div>
        <div className="pl-thermostat-card__reading">
          <dt>{t.fanModeLabel}</dt>
          <dd>
            {thermostat.fanMode === 'on'
              ? t.fanOn
              : thermostat.fanMode === 'auto'
                ? t.fanAuto
                : t.unknown}
          </dd>
        </div>
        <div className="pl-thermostat-card__reading">
          <dt>{t.systemStatusLabel}</dt>
          <dd>
            <StatusTag variant={STATUS_VARIANT[status]}>{statusText}</StatusTag>
          </dd>
        </div>
        {!thermostat.online && (
          <div className="pl-thermostat-card__reading">
            <dt>{t.statusLabel}</dt>
            <dd className="pl-thermostat-card__offline">{t.offline}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
