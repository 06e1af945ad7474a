import { AccessCodeDetails } from '@porchlight/react';
import type { PageProps } from './page-props.js';

/** Playground page for the access code details view (`accessCodeId`, optional `deviceId`). */
export function AccessCodeDetailsPage({ params, navigate }: PageProps) {
  const accessCodeId = params.get('accessCodeId') ?? '';
  const deviceId = params.get('deviceId') ?? '';
  if (!accessCodeId) return <p>Open this page with an accessCodeId parameter.</p>;
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
