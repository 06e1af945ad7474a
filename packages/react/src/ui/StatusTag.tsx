import type { ReactNode } from 'react';

/** Colour intent of a {@link StatusTag}. */
export type StatusTagVariant = 'success' | 'info' | 'neutral' | 'warning' | 'danger';

/** A small pill with a status word (LIVE, BETA, Heating, …). */
export function StatusTag({
  variant,
  children,
}: {
  variant: StatusTagVariant;
  children: ReactNode;
}) {
  return <span className={`pl-status-tag pl-status-tag--${variant}`}>{children}</span>;
}
