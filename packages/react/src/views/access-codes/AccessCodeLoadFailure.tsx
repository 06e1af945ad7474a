import { useMessages } from '../../messages/messages-context.js';
import { Button } from '../../ui/Button.js';
import { useAccessCodesMessages } from './use-access-codes-messages.js';

/** Shown in place of a code that could not be loaded: the reason and a way to try again. */
export function AccessCodeLoadFailure({ onRetry }: { onRetry(): void }) {
  const t = useAccessCodesMessages();
  const { common } = useMessages();
  return (
    <div className="pl-view-error pl-ac-load-failure" role="alert">
      <p>{t.accessCodeNotFound}</p>
      <Button variant="primary" onClick={onRetry}>
        {common.tryAgain}
      </Button>
    </div>
  );
}
