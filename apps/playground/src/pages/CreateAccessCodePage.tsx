import { CreateAccessCodeForm } from '@porchlight/react';
import { DevicePicker } from '../shell/DevicePicker.js';
import type { PageProps } from './page-props.js';

/** Playground page for the create access code form (`deviceId` parameter). */
export function CreateAccessCodePage({ params, navigate }: PageProps) {
  const deviceId = params.get('deviceId') ?? '';
  if (!deviceId)
    return (
      <DevicePicker
        capability="access_code"
        onPick={(id) => navigate('create-access-code', { deviceId: id })}
      />
    );
  return (
    <CreateAccessCodeForm
      deviceId={deviceId}
      onBack={() => navigate('access-codes', { deviceId })}
      onSuccess={(accessCodeId) => navigate('access-code-details', { accessCodeId, deviceId })}
    />
  );
}
