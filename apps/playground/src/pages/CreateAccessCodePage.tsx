import { CreateAccessCodeForm } from '@porchlight/react';
import type { PageProps } from './page-props.js';

/** Playground page for the create access code form (`deviceId` parameter). */
export function CreateAccessCodePage({ params, navigate }: PageProps) {
  const deviceId = params.get('deviceId') ?? '';
  if (!deviceId) return <p>Open this page with a deviceId parameter.</p>;
  return (
    <CreateAccessCodeForm
      deviceId={deviceId}
      onBack={() => navigate('access-codes', { deviceId })}
      onSuccess={(accessCodeId) => navigate('access-code-details', { accessCodeId, deviceId })}
    />
  );
}
