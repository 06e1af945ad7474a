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
 */
export function LoadingToast({ isLoading, label }: { isLoading: boolean; label: string }) {
  const [phase, setPhase] = useState<Phase>(isLoading ? 'shown' : 'removed');
  useEffect(() => {
    if (isLoading) {
      setPhase('shown');
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
  }, [isLoading]);
  if (phase === 'removed') return null;
  // A zero-height anchor where the toast is placed (after the view's header): the toast floats
  // below the header's search box instead of over it, and its coming and going moves nothing.
  return (
    <div className="pl-loading-toast-anchor">
      <div className={`pl-loading-toast pl-loading-toast--${phase}`}>
        <Spinner label={label} size={16} />
        <span aria-hidden="true">{label}</span>
      </div>
    </div>
  );
}
