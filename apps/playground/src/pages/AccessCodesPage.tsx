import { AccessCodeTable } from '@porchlight/react';
import type { PageProps } from './page-props.js';

/** Playground page for the access code table view (`deviceId` parameter). */
export function AccessCodesPage({ params, navigate }: PageProps) {
  const deviceId = params.get('deviceId') ?? '';
  if (!deviceId)
    return <p>Open this page with a deviceId parameter, e.g. from the device table.</p>;
  return <AccessCodeTable key={deviceId} deviceId={deviceId} onBack={() => navigate('devices')} />;
}
