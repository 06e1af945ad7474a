import { EditAccessCodeForm } from '@porchlight/react';
import type { PageProps } from './page-props.js';

/** Playground page for the edit access code form (`accessCodeId`, optional `deviceId`). */
export function EditAccessCodePage({ params, navigate }: PageProps) {
  const accessCodeId = params.get('accessCodeId') ?? '';
  const deviceId = params.get('deviceId') ?? '';
  if (!accessCodeId) return <p>Open this page with an accessCodeId parameter.</p>;
  const toDetails = () => navigate('access-code-details', { accessCodeId, deviceId });
  return (
    <EditAccessCodeForm accessCodeId={accessCodeId} onBack={toDetails} onSuccess={toDetails} />
  );
}
