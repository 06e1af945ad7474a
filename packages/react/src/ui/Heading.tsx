import { PorchlightInvalidPropsError } from '@porchlight/client';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { type HeadingLevel, PorchlightContext } from '../provider/porchlight-context.js';
import { cx } from './cx.js';

export type { HeadingLevel };

/**
 * Refuses a heading level the page cannot have: `h0`, `h2.5` or `"3"` would be no heading at all,
 * and the views move focus to their headings.
 *
 * @throws {PorchlightInvalidPropsError} naming the value and the levels allowed.
 */
export function assertHeadingLevel(level: unknown): void {
  if (level === undefined || level === null) return;
  if (typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6) return;
  throw new PorchlightInvalidPropsError(
    `headingLevel must be a number from 1 to 6 (h1–h6), got ${typeof level === 'string' ? `the string "${level.slice(0, 20)}"` : String(level).slice(0, 20)}: pass headingLevel={3}, or heading-level="3" on an element`,
  );
}

/** Lets a view override the provider's heading level for everything inside it. */
export const HeadingLevelContext = createContext<HeadingLevel | null>(null);

/** The level a view's top heading uses: the view's own override, else the provider's. */
export function useHeadingLevel(): HeadingLevel {
  const override = useContext(HeadingLevelContext);
  const { headingLevel } = useContext(PorchlightContext);
  return override ?? headingLevel;
}

/** Props of {@link Heading}. */
export interface HeadingProps {
  /** Levels below the view's top heading (0 = the view's title). */
  depth?: number;
  className?: string;
  id?: string;
  children: ReactNode;
}

/** A heading placed in the host page's outline at the configured level (h1–h6). */
export function Heading({ depth = 0, className, id, children }: HeadingProps) {
  const level = Math.min(useHeadingLevel() + depth, 6);
  return createElement(`h${level}`, { className: cx('pl-heading', className), id }, children);
}
