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
