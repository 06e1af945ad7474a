import { createContext, useContext, useEffect, useRef } from 'react';
import type { Notice } from './use-notice.js';

/** Tells a message in the snackbar of the view that opened the screen, which outlives it. */
export type OutlivingNotify = (message: string, variant: Notice['variant']) => void;

export const OutlivingNoticeContext = createContext<OutlivingNotify | null>(null);

/** What a screen needs to tell the outcome of a save that may settle after it closed. */
export interface LateOutcome {
  /** Whether the screen is still mounted, so its own snackbar can tell the outcome. */
  isShown(): boolean;
  /**
   * Tells a failure in the snackbar of the public view around the screen, which stays after Back;
   * nothing outside one. A success after leaving is not told: the person took the change as made.
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
    tellFailure: (message) => outliving?.(message, 'error'),
  };
}

/**
 * How far, in px, the snackbar of the public view around a screen stands up from the bottom (its
 * height and the gap above it; 0 when it shows nothing). Both stick to the foot of the window, so
 * a screen's own snackbar rises by this much to stack above it instead of under it.
 */
export const OutlivingNoticeLiftContext = createContext(0);
