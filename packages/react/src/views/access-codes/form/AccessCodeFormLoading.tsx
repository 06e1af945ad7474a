import { ConnectionWait } from '../../../ui/ConnectionWait.js';
import { cx } from '../../../ui/cx.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';

/**
 * The spinner while a code (or what its form opens on: the session, the code, the lock) loads,
 * saying when that load waits for the connection (see {@link ConnectionWait}): the spinner alone
 * would turn with no word of why while the browser is offline.
 */
export function AccessCodeLoading({ waiting }: { waiting: boolean }) {
  const t = useAccessCodesMessages();
  return (
    <>
      <p className="pl-ac-loading">
        <Spinner label={t.loadingAccessCode} />
      </p>
      <ConnectionWait waiting={waiting} />
    </>
  );
}

/** An access code form's {@link AccessCodeLoading}, in place of the form, with the host's class. */
export function AccessCodeFormLoading({
  waiting,
  className,
}: {
  waiting: boolean;
  className?: string | undefined;
}) {
  return (
    <div className={cx('pl-access-codes', className)}>
      <AccessCodeLoading waiting={waiting} />
    </div>
  );
}
