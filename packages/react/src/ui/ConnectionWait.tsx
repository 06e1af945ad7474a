import { useEffect, useState } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { LiveRegion } from './LiveRegion.js';

/**
 * Says that a load waits for the connection (TanStack pauses a fetch while the browser is
 * offline): shown beside the spinner, and said once, politely, by a region that is in the page
 * before its text, also when the load was paused from the first render.
 */
export function ConnectionWait({ waiting }: { waiting: boolean }) {
  const { common } = useMessages();
  // Empty on the first render: a region that appeared together with its text is often missed.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      {waiting && (
        <p className="pl-connection-wait" aria-hidden>
          {common.waitingForConnection}
        </p>
      )}
      <LiveRegion
        politeness="polite"
        message={mounted && waiting ? common.waitingForConnection : ''}
      />
    </>
  );
}
