import { type ReactNode, useId, useState } from 'react';

/** A hint shown on hover and keyboard focus of its trigger, and dismissed with Escape. */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only observes hover and focus of its focusable trigger.
    <span
      className="pl-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      aria-describedby={id}
    >
      {children}
      <span role="tooltip" id={id} className="pl-tooltip__content" hidden={!open}>
        {content}
      </span>
    </span>
  );
}
