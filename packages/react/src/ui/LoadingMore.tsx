import { ConnectionWait } from './ConnectionWait.js';

/**
 * A list's 'loading more' line, shown while the rows read so far are on screen and more are read.
 * Its polite region is always in the page, so the line is announced when it appears. Give the
 * view's `LoadingToast` the same flag as `superseded`, so only one loading message shows at a time.
 * `waiting` (the read waits for the connection, and no failure snackbar says so) adds the wait
 * beside the line, said once; the line stays, as the read goes on once the browser is online.
 */
export function LoadingMore({
  isLoadingMore,
  label,
  waiting = false,
}: {
  isLoadingMore: boolean;
  label: string;
  waiting?: boolean | undefined;
}) {
  return (
    <>
      <div aria-live="polite">{isLoadingMore && <p className="pl-loading-more">{label}</p>}</div>
      {/* Always in the page: its region must be there before the wait is said in it. */}
      <ConnectionWait waiting={isLoadingMore && waiting} />
    </>
  );
}
