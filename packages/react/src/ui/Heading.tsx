import { createContext, createElement, type ReactNode, useContext } from 'react';
import { type HeadingLevel, PorchlightContext } from '../provider/porchlight-context.js';
import { cx } from './cx.js';

export type { HeadingLevel };

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
