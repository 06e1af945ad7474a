import { AccessCodeDetails } from '@porchlight/react';
import { AccessCodePicker } from '../shell/AccessCodePicker.js';
import type { PageProps } from './page-props.js';

/** Playground page for the access code details view (`accessCodeId`, optional `deviceId`). */
export function AccessCodeDetailsPage({ params, navigate }: PageProps) {
  const accessCodeId = params.get('accessCodeId') ?? '';
  const deviceId = params.get('deviceId') ?? '';
  if (!accessCodeId)
    return (
      <AccessCodePicker
        deviceId={deviceId}
        onPickDevice={(id) => navigate('access-code-details', { deviceId: id })}
        onPick={(codeId, id) =>
          navigate('access-code-details', { accessCodeId: codeId, deviceId: id })
        }
      />
    );
  return (
    <AccessCodeDetails
      accessCodeId={accessCodeId}
      onBack={() => navigate('access-codes', { deviceId })}
      onEdit={() => navigate('edit-access-code', { accessCodeId, deviceId })}
      onDeleted={() => navigate('access-codes', { deviceId })}
      onDeviceClick={(id) => navigate('device-details', { deviceId: id })}
    />
  );
}
