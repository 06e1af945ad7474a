import {
  ClimateSettingScheduleDetails,
  ClimateSettingScheduleTable,
  isThermostatDevice,
  useDevices,
} from '@porchlight/react';
import type { PageProps } from './page-props.js';

type Unit = 'fahrenheit' | 'celsius';

/**
 * Playground page for the climate setting schedule views: the table for one thermostat
 * (`deviceId`) or all of them, in °F or °C (`unit`); `scheduleId` shows one schedule's details
 * on their own.
 */
export function ClimateSchedulesPage({ params, navigate }: PageProps) {
  const deviceId = params.get('deviceId') ?? '';
  const unit: Unit = params.get('unit') === 'celsius' ? 'celsius' : 'fahrenheit';
  const scheduleId = params.get('scheduleId') ?? '';
  const open = (next: { deviceId?: string; unit?: Unit; scheduleId?: string }) => {
    const values = { deviceId, unit, ...next };
    const query: Record<string, string> = { unit: values.unit };
    if (values.deviceId) query.deviceId = values.deviceId;
    if (next.scheduleId) query.scheduleId = next.scheduleId;
    navigate('climate-schedules', query);
  };
  return (
    <>
      <ScheduleControls
        deviceId={deviceId}
        unit={unit}
        onDevice={(id) => open({ deviceId: id })}
        onUnit={(next) => open({ unit: next })}
      />
      {scheduleId ? (
        <ClimateSettingScheduleDetails
          key={scheduleId}
          climateSettingScheduleId={scheduleId}
          temperatureUnit={unit}
          onBack={() => open({})}
        />
      ) : (
        <ClimateSettingScheduleTable
          key={deviceId || 'all'}
          deviceId={deviceId || undefined}
          temperatureUnit={unit}
        />
      )}
    </>
  );
}

function ScheduleControls(props: {
  deviceId: string;
  unit: Unit;
  onDevice(deviceId: string): void;
  onUnit(unit: Unit): void;
}) {
  const { data } = useDevices();
  const thermostats = (Array.isArray(data) ? data : []).filter(isThermostatDevice);
  return (
    <div className="playground-connection">
      <label>
        Thermostat
        <select value={props.deviceId} onChange={(event) => props.onDevice(event.target.value)}>
          <option value="">All thermostats</option>
          {thermostats.map((device) => (
            <option key={device.device_id} value={device.device_id}>
              {String((device.properties as { name?: unknown }).name ?? device.device_id)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Unit
        <select value={props.unit} onChange={(event) => props.onUnit(event.target.value as Unit)}>
          <option value="fahrenheit">°F</option>
          <option value="celsius">°C</option>
        </select>
      </label>
    </div>
  );
}
