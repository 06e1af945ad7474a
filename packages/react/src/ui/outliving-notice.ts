import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useClientLayoutEffect } from './use-client-layout-effect.js';

/**
 * Tells a failure that landed after its screen closed: in the nearest notice region still mounted
 * (the public view's, else the provider's), or through the host's `onLateFailure`.
 */
export type TellLateFailure = (message: string) => void;

export const OutlivingNoticeContext = createContext<TellLateFailure | null>(null);

/** What a host's `onLateFailure` receives. */
export interface PorchlightLateFailure {
  /** The failure as the screen would have said it (from the messages, never the API's text). */
  message: string;
}

/**
 * The teller of a region that outlives the screens inside it: while the region is mounted it
 * `show`s the failure; once it is gone (a host unmounting the view on Back, an element removed)
 * the failure goes to `outer`, the teller around it, so it is never lost with the region. Its
 * identity never changes, so a save started before a re-render still reaches it.
 */
export function useOutlivingTeller(
  show: TellLateFailure,
  outer: TellLateFailure | null,
): TellLateFailure {
  const mounted = useRef(false);
  const latest = useRef({ show, outer });
  useClientLayoutEffect(() => {
    latest.current = { show, outer };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback((message) => {
    const { show: tell, outer: next } = latest.current;
    if (mounted.current) tell(message);
    else next?.(message);
  }, []);
}

/** What a screen needs to tell the outcome of a save that may settle after it closed. */
export interface LateOutcome {
  /** Whether the screen is still mounted, so its own snackbar can tell the outcome. */
  isShown(): boolean;
  /**
   * Tells a failure in the snackbar of the public view around the screen, which stays after Back,
   * or, when the host unmounted that view too, in the provider's (or the host's `onLateFailure`).
   * A success after leaving is not told: the person took the change as made.
   */
  tellFailure(message: string): void;
}

/**
 * For a screen whose saves can settle after the person left it (a save still running when they
 * pressed Back): its own snackbar goes with it, so a failure must go to the view around it, or
 * the rollback would be silent and the person would believe it saved.
 */
export function useLateOutcome(): LateOutcome {
  const outliving = useContext(OutlivingNoticeContext);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return {
    isShown: () => shown.current,
    tellFailure: (message) => outliving?.(message),
  };
}

/**
 * How far, in px, the snackbars of the regions around a screen stand up from the bottom (their
 * heights and the gaps above them; 0 when they show nothing). All stick to the foot of the
 * window, so a snackbar inside rises by this much to stack above them instead of under them.
 */
export const OutlivingNoticeLiftContext = createContext(0);
