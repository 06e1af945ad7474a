import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { Button } from '../../ui/Button.js';

/** Shown in place of a code that could not be loaded: the reason and a way to try again. */
export function AccessCodeLoadFailure({ t, onRetry }: { t: AccessCodesMessages; onRetry(): void }) {
  return (
    <div className="pl-view-error pl-ac-load-failure" role="alert">
      <p>{t.accessCodeNotFound}</p>
      <Button variant="primary" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </div>
  );
}
