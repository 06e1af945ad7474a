import { createElement, type ReactNode } from 'react';
import { BackIcon } from './icons.js';

interface ViewHeaderProps {
  title: ReactNode;
  subheading?: ReactNode;
  level: number;
  onBack?: (() => void) | undefined;
  backLabel: string;
  actions?: ReactNode;
}

/** A view's title bar: optional back button, heading at the host's level, subheading, actions. */
export function ViewHeader({
  title,
  subheading,
  level,
  onBack,
  backLabel,
  actions,
}: ViewHeaderProps) {
  return (
    <div className="pl-ac-header">
      {onBack && (
        <button type="button" className="pl-ac-icon-button" onClick={onBack} aria-label={backLabel}>
          <BackIcon />
        </button>
      )}
      <div className="pl-ac-header-titles">
        {createElement(`h${Math.min(Math.max(level, 1), 6)}`, { className: 'pl-ac-title' }, title)}
        {subheading && <p className="pl-ac-subheading">{subheading}</p>}
      </div>
      {actions && <div className="pl-ac-header-actions">{actions}</div>}
    </div>
  );
}
