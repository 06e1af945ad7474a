import { ConnectionWait } from '../../../ui/ConnectionWait.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';

/**
 * An access code form's spinner while what it opens on loads (the session, the code, the lock),
 * saying when that load waits for the connection (see {@link ConnectionWait}): the spinner alone
 * would turn with no word of why while the browser is offline.
 */
export function AccessCodeFormLoading({ waiting }: { waiting: boolean }) {
  const t = useAccessCodesMessages();
  return (
    <div className="pl-access-codes">
      <p className="pl-ac-loading">
        <Spinner label={t.loadingAccessCode} />
      </p>
      <ConnectionWait waiting={waiting} />
    </div>
  );
}
