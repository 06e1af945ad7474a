import { useEffect } from 'react';
import { usePorchlight } from '../provider/porchlight-context.js';

/**
 * Records that a view was shown (a telemetry `screen` event), once per view and client. It waits
 * for the client so the event is sent after the provider identified the session.
 */
export function useViewTelemetry(name: string): void {
  const { telemetry, client } = usePorchlight();
  useEffect(() => {
    if (client) telemetry?.screen(name);
  }, [telemetry, client, name]);
}
