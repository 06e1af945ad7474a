import { DeviceDetails } from '@porchlight/react';
import { DevicePicker } from '../shell/DevicePicker.js';
import type { PageProps } from './page-props.js';

/** Playground page for the device details view (`deviceId` parameter). */
export function DeviceDetailsPage({ params, navigate }: PageProps) {
  const deviceId = params.get('deviceId');
  if (!deviceId)
    return <DevicePicker onPick={(id) => navigate('device-details', { deviceId: id })} />;
  return <DeviceDetails key={deviceId} deviceId={deviceId} onBack={() => navigate('devices')} />;
}
