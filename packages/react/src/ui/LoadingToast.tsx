import { useEffect, useState } from 'react';
import { Spinner } from './Spinner.js';

/** After loading ends the toast starts fading at this point… */
export const LOADING_TOAST_HIDE_MS = 1000;
/** …and is removed at this one, so a quick load never flashes. */
export const LOADING_TOAST_REMOVE_MS = 1500;

type Phase = 'shown' | 'fading' | 'removed';

/**
 * A small "Loading …" toast that lingers briefly after loading ends, then fades out. Place it
 * right after the view's header: it floats just below it, never over the header's search box.
 *
 * `superseded`: the view has gone on to a loading message of its own (its 'loading more' line),
 * so the toast leaves at once instead of lingering beside it, and stays away while that shows.
 */
export function LoadingToast({
  isLoading,
  label,
  superseded = false,
}: {
  isLoading: boolean;
  label: string;
  superseded?: boolean | undefined;
}) {
  const [phase, setPhase] = useState<Phase>(isLoading ? 'shown' : 'removed');
  useEffect(() => {
    if (isLoading) {
      setPhase('shown');
      return;
    }
    if (superseded) {
      setPhase('removed');
      return;
    }
    const fade = setTimeout(
      () => setPhase((p) => (p === 'shown' ? 'fading' : p)),
      LOADING_TOAST_HIDE_MS,
    );
    const remove = setTimeout(() => setPhase('removed'), LOADING_TOAST_REMOVE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [isLoading, superseded]);
  // Checked here too, not only in the effect: the other message shows in this very render.
  if (phase === 'removed' || (superseded && !isLoading)) return null;
  // A zero-height anchor where the toast is placed (after the view's header): the toast floats
  // below the header's search box instead of over it, and its coming and going moves nothing.
  return (
    <div className="pl-loading-toast-anchor">
      <div className={`pl-loading-toast pl-loading-toast--${phase}`}>
        <Spinner label={label} small />
        <span aria-hidden="true">{label}</span>
      </div>
    </div>
  );
}
