import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { followViewport, placePopover } from './place-popover.js';
import { useClientLayoutEffect } from './use-client-layout-effect.js';
import { useUniqueId } from './use-unique-id.js';

// As for the Menu: the top layer lifts the hint out of any scroll box or transformed row that
// would clip it; where a browser lacks it, the hint is placed inside its trigger's wrapper.
const TOP_LAYER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** Pixels between a hint and its trigger. */
const HINT_GAP = 6;

/**
 * Places an open hint above its trigger, or below when there is no room above (a trigger at the
 * top of the viewport), centred and kept inside the viewport: in viewport coordinates in the top
 * layer, or relative to the trigger's wrapper (its containing block) without it.
 */
function placeHint(hint: HTMLElement, wrapper: HTMLElement) {
  const page = hint.ownerDocument.documentElement;
  const anchor = wrapper.getBoundingClientRect();
  // The page's box, not innerWidth/innerHeight, which count a classic scrollbar.
  const { top, left, side } = placePopover(
    anchor,
    { width: hint.offsetWidth, height: hint.offsetHeight },
    { width: page.clientWidth, height: page.clientHeight },
    'ltr',
    { prefer: 'above', align: 'center', gap: HINT_GAP },
  );
  hint.style.top = `${TOP_LAYER ? top : top - anchor.top}px`;
  hint.style.left = `${TOP_LAYER ? left : left - anchor.left}px`;
  hint.dataset.side = side;
}

/**
 * A hint shown on hover and keyboard focus of its trigger, and dismissed with Escape. The trigger
 * (the single child element) is described by the hint, so screen readers read it on focus.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useUniqueId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const hint = useRef<HTMLSpanElement>(null);
  useClientLayoutEffect(() => {
    const element = hint.current;
    const around = wrapper.current;
    if (!open || !element || !around) return;
    // The hint's own window: an iframe's, for a view portalled into one.
    const view = element.ownerDocument.defaultView ?? window;
    if (TOP_LAYER) element.showPopover();
    const place = () => placeHint(element, around);
    place();
    // Scrolling can take away the room above (or give it back); a resize can move the trigger.
    const unfollow = followViewport(view, place);
    return () => {
      unfollow();
      // The hint stays mounted (hidden) for aria-describedby; a popover still showing could not
      // be shown again on the next open (hiding one already hidden does nothing).
      if (TOP_LAYER) element.hidePopover();
    };
  }, [open, content]);
  const trigger = isValidElement(children)
    ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
        'aria-describedby': id,
      })
    : children;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only observes hover and focus of its focusable trigger.
    <span
      ref={wrapper}
      className="pl-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      {trigger}
      <span
        ref={hint}
        role="tooltip"
        id={id}
        className="pl-tooltip__content"
        popover={TOP_LAYER ? 'manual' : undefined}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}
