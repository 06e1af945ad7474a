import type { ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { Heading } from './Heading.js';
import { IconButton } from './IconButton.js';
import { BackIcon } from './icons.js';

/** Props of {@link ContentHeader}. */
export interface ContentHeaderProps {
  title: ReactNode;
  /**
   * The name of what the screen shows (a device, a code). It completes the heading's accessible
   * text before the visible title ('Front Door, Device') without changing what is seen.
   */
  name?: string | undefined;
  subheading?: ReactNode;
  /** Keeps the title for screen readers only (a host's `heading={null}`). */
  titleHidden?: boolean | undefined;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  actions?: ReactNode;
}

/**
 * A view's title bar: optional back button, the title heading, a subheading and actions. A
 * details screen passes the `name` it shows, so the heading a screen reader lands on says which
 * device or code this is, while the visible title stays the spec's.
 */
export function ContentHeader({
  title,
  name,
  subheading,
  titleHidden,
  onBack,
  actions,
}: ContentHeaderProps) {
  const { common } = useMessages();
  return (
    <div className="pl-content-header">
      {onBack && (
        <IconButton label={common.back} onClick={onBack} className="pl-content-header__back">
          <BackIcon />
        </IconButton>
      )}
      <div className="pl-content-header__titles">
        <Heading className="pl-content-header__title">
          {name ? (
            <>
              {/* Before the title: what opened is heard first. The prefix ends in a space, so the
                  name reads the same whether or not a browser adds one between the parts. */}
              <span className="pl-visually-hidden">{common.headingNamePrefix(name)}</span>
              <span>{title}</span>
            </>
          ) : titleHidden ? (
            <span className="pl-visually-hidden">{title}</span>
          ) : (
            title
          )}
        </Heading>
        {subheading && <p className="pl-content-header__subheading">{subheading}</p>}
      </div>
      {actions && <div className="pl-content-header__actions">{actions}</div>}
    </div>
  );
}
