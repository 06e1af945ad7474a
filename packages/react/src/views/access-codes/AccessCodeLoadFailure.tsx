import { LoadFailure, type LoadFailureProps } from '../../ui/LoadFailure.js';
import { useAccessCodesMessages } from './use-access-codes-messages.js';

/** Props of {@link AccessCodeLoadFailure}: `LoadFailure`'s retry, busy, waiting and failure count. */
export type AccessCodeLoadFailureProps = Pick<
  LoadFailureProps,
  'onRetry' | 'busy' | 'waiting' | 'failureCount'
>;

/** Shown in place of a code that could not be loaded: the reason and a way to try again. */
export function AccessCodeLoadFailure(props: AccessCodeLoadFailureProps) {
  const t = useAccessCodesMessages();
  return <LoadFailure {...props} className="pl-ac-load-failure" message={t.accessCodeNotFound} />;
}
