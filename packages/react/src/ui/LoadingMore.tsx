/**
 * A list's 'loading more' line, shown while the rows read so far are on screen and more are read.
 * Its polite region is always in the page, so the line is announced when it appears. Give the
 * view's `LoadingToast` the same flag as `superseded`, so only one loading message shows at a time.
 */
export function LoadingMore({ isLoadingMore, label }: { isLoadingMore: boolean; label: string }) {
  return (
    <div aria-live="polite">{isLoadingMore && <p className="pl-loading-more">{label}</p>}</div>
  );
}
