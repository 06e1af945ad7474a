import { LoadFailure } from '../../ui/LoadFailure.js';
import { useAccessCodesMessages } from './use-access-codes-messages.js';

/** Props of {@link AccessCodeLoadFailure}. */
export interface AccessCodeLoadFailureProps {
  onRetry: (() => void) | undefined;
  /** A retry is under way: 'Try again' stays, busy (see `LoadFailure`). */
  busy?: boolean | undefined;
  /** Whether the retry waits for the connection (see `LoadFailure`). */
  waiting?: boolean | undefined;
  /** Changes with each failure after a retry (see `LoadFailure`). */
  failureCount?: number | undefined;
}

/** Shown in place of a code that could not be loaded: the reason and a way to try again. */
export function AccessCodeLoadFailure({
  onRetry,
  busy,
  waiting,
  failureCount,
}: AccessCodeLoadFailureProps) {
  const t = useAccessCodesMessages();
  return (
    <LoadFailure
      className="pl-ac-load-failure"
      message={t.accessCodeNotFound}
      onRetry={onRetry}
      busy={busy}
      waiting={waiting}
      failureCount={failureCount}
    />
  );
}
