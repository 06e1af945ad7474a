import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useClientLayoutEffect } from './use-client-layout-effect.js';

/** Room kept between a shown hint and the viewport's edges. */
const VIEWPORT_MARGIN = 8;

/**
 * Moves a hint centred over its trigger sideways, just enough to keep it `VIEWPORT_MARGIN` inside
 * the viewport (a trigger near the edge of a 320 px screen would push half of it off). The CSS
 * caps its width below the viewport's, so the shift never pushes it out on the other side.
 */
function keepInViewport(hint: HTMLElement) {
  hint.style.removeProperty('--pl-tooltip-shift');
  const { left, right } = hint.getBoundingClientRect();
  const width = hint.ownerDocument.documentElement.clientWidth;
  const shift =
    left < VIEWPORT_MARGIN
      ? VIEWPORT_MARGIN - left
      : right > width - VIEWPORT_MARGIN
        ? width - VIEWPORT_MARGIN - right
        : 0;
  if (shift !== 0) hint.style.setProperty('--pl-tooltip-shift', `${shift}px`);
}

/**
 * A hint shown on hover and keyboard focus of its trigger, and dismissed with Escape. The trigger
 * (the single child element) is described by the hint, so screen readers read it on focus.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hint = useRef<HTMLSpanElement>(null);
  useClientLayoutEffect(() => {
    if (open && hint.current) keepInViewport(hint.current);
  }, [open, content]);
  const trigger = isValidElement(children)
    ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
        'aria-describedby': id,
      })
    : children;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only observes hover and focus of its focusable trigger.
    <span
      className="pl-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      {trigger}
      <span ref={hint} role="tooltip" id={id} className="pl-tooltip__content" hidden={!open}>
        {content}
      </span>
    </span>
  );
}
