import { ConnectionWait } from './ConnectionWait.js';
import { ContentHeader } from './ContentHeader.js';
import { LoadFailure } from './LoadFailure.js';
import { Spinner } from './Spinner.js';
import { useFailureThroughRetry } from './use-failure-through-retry.js';

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /** The screen's root class names, as when it is loaded. */
  className: string;
  /** Wraps the spinner or failure, as the loaded screen's body does. */
  bodyClassName?: string | undefined;
  title: string;
  onBack?: (() => void) | undefined;
  /**
   * From `useLoadFailure`: whether the load failed, what 'Try again' does, and whether the load
   * waits for the connection.
   */
  load: { failed: boolean; retry: (() => void) | undefined; paused?: boolean | undefined };
  /** Whether a request is on its way (false while the provider has no client yet). */
  fetching: boolean;
  failureMessage: string;
  loadingLabel: string;
}

/** Props of {@link LoadProgress}. */
export type LoadProgressProps = Pick<
  LoadingScreenProps,
  'load' | 'fetching' | 'failureMessage' | 'loadingLabel'
>;

/**
 * What stands for data not there yet: the spinner while a request is on its way, or the failure
 * with 'Try again'. A retry keeps the failure and its busy 'Try again' until it ends (see
 * {@link useFailureThroughRetry}); a load or retry that TanStack paused while the browser is
 * offline says it waits for the connection, as nothing else happens until the browser is back
 * online.
 */
export function LoadProgress(props: LoadProgressProps) {
  const { load } = props;
  const failure = useFailureThroughRetry(load.failed, props.fetching);
  if (failure.shown) {
    return (
      <LoadFailure
        message={props.failureMessage}
        onRetry={load.retry}
        busy={!load.failed}
        waiting={!load.failed && load.paused === true}
        failureCount={failure.count}
      />
    );
  }
  // A first load that starts offline is paused before it ever fails: without the wait said,
  // the spinner alone would turn forever with no word of why.
  return (
    props.fetching && (
      <>
        <Spinner label={props.loadingLabel} />
        <ConnectionWait waiting={load.paused === true} />
      </>
    )
  );
}

/**
 * A details screen whose data is not there yet: its header (title and Back), then its
 * {@link LoadProgress}.
 */
export function LoadingScreen(props: LoadingScreenProps) {
  const content = <LoadProgress {...props} />;
  return (
    <section className={props.className}>
      <ContentHeader title={props.title} onBack={props.onBack} />
      {props.bodyClassName ? <div className={props.bodyClassName}>{content}</div> : content}
    </section>
  );
}
