import { type ReactNode, useState } from 'react';
import { ChevronDownIcon } from './icons.js';
import { useUniqueId } from './use-unique-id.js';

/** A section that expands and collapses; the header button says whether it is expanded. */
export function Accordion({
  title,
  children,
  defaultExpanded = false,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const regionId = useUniqueId();
  return (
    <div className={`pl-accordion${expanded ? ' pl-accordion--expanded' : ''}`}>
      <button
        type="button"
        className="pl-accordion__header"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{title}</span>
        <ChevronDownIcon />
      </button>
      <div id={regionId} className="pl-accordion__content" hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
