import { useEffect, useRef } from 'react';
import { useRequireProvider } from '../provider/porchlight-context.js';

/**
 * Records that a view was shown (a telemetry `screen` event), once per view and client. It waits
 * for the client so the event is sent after the provider identified the session.
 *
 * @throws {PorchlightProviderMissingError} outside `<PorchlightProvider>`, naming this hook.
 */
export function useViewTelemetry(name: string): void {
  const { telemetry, client } = useRequireProvider('useViewTelemetry');
  // What was reported last: StrictMode's replayed effect keeps it and sends nothing twice, while
  // a view mounted again (a new instance) reports itself again.
  const sent = useRef<readonly unknown[]>([]);
  useEffect(() => {
    if (!client || !telemetry) return;
    const now = [telemetry, client, name];
    if (now.every((part, index) => part === sent.current[index])) return;
    sent.current = now;
    telemetry.screen(name);
  }, [telemetry, client, name]);
}
