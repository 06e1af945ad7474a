import type { ClientSession, PorchlightClient, TelemetryClient } from '@porchlight/client';
import { useEffect, useRef } from 'react';
import { useClientLayoutEffect } from '../ui/use-client-layout-effect.js';

/**
 * Tells the host (`onSessionUpdate`) and telemetry who the session belongs to, in every auth mode.
 * A publishable-key client knows its session at once; a bare client session token is read once
 * with `GET /client_sessions/get`; API keys and personal access tokens carry no end user. The host
 * is told once per client, after the session is known or could not be read.
 */
export function useSessionIdentity(
  client: PorchlightClient | null,
  telemetry: TelemetryClient,
  onSessionUpdate: ((client: PorchlightClient) => void) | undefined,
): void {
  // The latest callback, so a host passing an inline function is told once per client.
  const callback = useRef(onSessionUpdate);
  callback.current = onSessionUpdate;
  // The client last told about: StrictMode runs the effect below twice on mount, which told the
  // host twice about a client whose session was already known.
  const told = useRef<PorchlightClient | null>(null);

  // A known session is identified in a layout effect, before the views report their screens.
  useClientLayoutEffect(() => {
    if (client?.clientSession) identify(telemetry, client.clientSession);
  }, [client, telemetry]);

  useEffect(() => {
    if (!client) return;
    const tell = () => {
      if (told.current === client) return;
      told.current = client;
      callback.current?.(client);
    };
    if (client.clientSession) {
      tell();
      return;
    }
    let current = true;
    const controller = new AbortController();
    client
      .resolveClientSession({ signal: controller.signal })
      .then((session) => {
        if (current && session) identify(telemetry, session);
      })
      // The views still work without knowing the user: only identification is skipped.
      .catch(() => undefined)
      .finally(() => {
        if (current) tell();
      });
    return () => {
      current = false;
      controller.abort();
    };
  }, [client, telemetry]);
}

// Only ids are sent: never a token or a key.
function identify(telemetry: TelemetryClient, session: ClientSession): void {
  const userKey = session.user_identifier_key ?? 'unknown';
  telemetry.identify(`${session.workspace_id}.${userKey}`, {
    workspace_id: session.workspace_id,
    user_identifier_key: userKey,
  });
  telemetry.group(session.workspace_id, { workspace_id: session.workspace_id });
}
