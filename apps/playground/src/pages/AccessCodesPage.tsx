import { AccessCodeTable } from '@porchlight/react';
import { DevicePicker } from '../shell/DevicePicker.js';
import type { PageProps } from './page-props.js';

/** Playground page for the access code table view (`deviceId` parameter). */
export function AccessCodesPage({ params, navigate }: PageProps) {
  const deviceId = params.get('deviceId') ?? '';
  if (!deviceId)
    return (
      <DevicePicker
        capability="access_code"
        onPick={(id) => navigate('access-codes', { deviceId: id })}
      />
    );
  return <AccessCodeTable key={deviceId} deviceId={deviceId} onBack={() => navigate('devices')} />;
}
