import { ThermostatCard, ThermostatDetails } from '@porchlight/react';
import { DevicePicker } from '../shell/DevicePicker.js';
import type { PageProps } from './page-props.js';

/**
 * Playground page for the thermostat views: the details of one thermostat (`deviceId`), or its
 * card alone with `view=card`; without a `deviceId` it lists the thermostats to choose from.
 * `disableClimateSettingSchedules=true` and `disableResourceIds=true` pass the host flags on.
 */
export function ThermostatPage({ params, navigate }: PageProps) {
  const deviceId = params.get('deviceId');
  const card = params.get('view') === 'card';
  const flag = (name: string) => params.get(name) === 'true';
  if (!deviceId) {
    return (
      <DevicePicker
        capability="thermostat"
        onPick={(id) => navigate('thermostat', { deviceId: id })}
      />
    );
  }
  if (card) return <ThermostatCard key={deviceId} deviceId={deviceId} />;
  return (
    <ThermostatDetails
      key={deviceId}
      deviceId={deviceId}
      disableClimateSettingSchedules={flag('disableClimateSettingSchedules')}
      disableResourceIds={flag('disableResourceIds')}
      onBack={() => navigate('thermostat')}
    />
  );
}
