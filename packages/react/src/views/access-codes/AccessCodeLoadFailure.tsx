import { LoadFailure } from '../../ui/LoadFailure.js';
import { useAccessCodesMessages } from './use-access-codes-messages.js';

/** Shown in place of a code that could not be loaded: the reason and a way to try again. */
export function AccessCodeLoadFailure({ onRetry }: { onRetry: (() => void) | undefined }) {
  const t = useAccessCodesMessages();
  return (
    <LoadFailure className="pl-ac-load-failure" message={t.accessCodeNotFound} onRetry={onRetry} />
  );
}
