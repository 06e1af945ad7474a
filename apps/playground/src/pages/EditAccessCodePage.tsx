import { EditAccessCodeForm } from '@porchlight/react';
import { AccessCodePicker } from '../shell/AccessCodePicker.js';
import type { PageProps } from './page-props.js';

/** Playground page for the edit access code form (`accessCodeId`, optional `deviceId`). */
export function EditAccessCodePage({ params, navigate }: PageProps) {
  const accessCodeId = params.get('accessCodeId') ?? '';
  const deviceId = params.get('deviceId') ?? '';
  if (!accessCodeId)
    return (
      <AccessCodePicker
        deviceId={deviceId}
        onPickDevice={(id) => navigate('edit-access-code', { deviceId: id })}
        onPick={(codeId, id) =>
          navigate('edit-access-code', { accessCodeId: codeId, deviceId: id })
        }
      />
    );
  const toDetails = () => navigate('access-code-details', { accessCodeId, deviceId });
  return (
    <EditAccessCodeForm accessCodeId={accessCodeId} onBack={toDetails} onSuccess={toDetails} />
  );
}
