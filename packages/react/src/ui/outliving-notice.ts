import { createContext, useContext } from 'react';
import type { Notice } from './use-notice.js';

/** Tells a message in the snackbar of the view that opened the screen, which outlives it. */
export type OutlivingNotify = (message: string, variant: Notice['variant']) => void;

export const OutlivingNoticeContext = createContext<OutlivingNotify | null>(null);

/**
 * Where a screen tells an outcome that lands after the person left it (a save still running when
 * they pressed Back): the snackbar of the public view around it, which stays. Null outside one.
 */
export function useOutlivingNotice(): OutlivingNotify | null {
  return useContext(OutlivingNoticeContext);
}

/**
 * How far, in px, the snackbar of the public view around a screen stands up from the bottom (its
 * height and the gap above it; 0 when it shows nothing). Both stick to the foot of the window, so
 * a screen's own snackbar rises by this much to stack above it instead of under it.
 */
export const OutlivingNoticeLiftContext = createContext(0);
