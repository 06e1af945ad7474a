import type { ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { Heading } from './Heading.js';
import { IconButton } from './IconButton.js';
import { BackIcon } from './icons.js';

/** Props of {@link ContentHeader}. */
export interface ContentHeaderProps {
  title: ReactNode;
  subheading?: ReactNode;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  actions?: ReactNode;
}

/** A view's title bar: optional back button, the title heading, a subheading and actions. */
export function ContentHeader({ title, subheading, onBack, actions }: ContentHeaderProps) {
  const { common } = useMessages();
  return (
    <div className="pl-content-header">
      {onBack && (
        <IconButton label={common.back} onClick={onBack} className="pl-content-header__back">
          <BackIcon />
        </IconButton>
      )}
      <div className="pl-content-header__titles">
        <Heading className="pl-content-header__title">{title}</Heading>
        {subheading && <p className="pl-content-header__subheading">{subheading}</p>}
      </div>
      {actions && <div className="pl-content-header__actions">{actions}</div>}
    </div>
  );
}
