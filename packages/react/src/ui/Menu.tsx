import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { followViewport, placePopover } from './place-popover.js';
import { useClientLayoutEffect } from './use-client-layout-effect.js';
import { useUniqueId } from './use-unique-id.js';

// The top layer (popover API) lifts the list out of any scroll box or transformed row that would
// clip it; where a browser lacks it, the list falls back to plain absolute positioning.
const TOP_LAYER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** One entry of a {@link Menu}. */
export interface MenuItem {
  label: string;
  onSelect(): void;
  variant?: 'default' | 'danger';
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Accessible name of the button that opens the menu. */
  label: string;
  /** The button's content (usually an icon). */
  trigger: ReactNode;
  items: MenuItem[];
}

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown opens it on the first item, arrows
 * move, Escape closes and returns focus to the button, Tab leaves.
 */
export function Menu({ label, trigger, items }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useUniqueId();

  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useClientLayoutEffect(() => {
    const element = list.current;
    if (!open || !element || !TOP_LAYER) return;
    // The menu's own window: an iframe's, for a view portalled into one.
    const view = element.ownerDocument.defaultView ?? window;
    element.showPopover();
    const place = () => {
      const anchor = button.current?.getBoundingClientRect();
      if (!anchor || !button.current) return;
      const { top, left, side } = placePopover(
        anchor,
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: view.innerWidth, height: view.innerHeight },
        view.getComputedStyle(button.current).direction === 'rtl' ? 'rtl' : 'ltr',
      );
      element.style.top = `${top}px`;
      element.style.left = `${left}px`;
      element.dataset.side = side;
    };
    place();
    return followViewport(view, place);
  }, [open]);
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  // A pointer press outside closes the menu without stealing focus from where it went. The path,
  // not the target: in a host's shadow root the document sees every press retargeted to the
  // shadow host, so a press on an item looked outside and closed the menu before its click.
  useEffect(() => {
    const inside = root.current;
    if (!open || !inside) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(inside)) setOpen(false);
    };
    // The menu's own document: presses in an iframe's document never reach the main one.
    const page = inside.ownerDocument;
    page.addEventListener('pointerdown', onPointerDown);
    return () => page.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab' && event.shiftKey) {
      // Back to the button just before the items: closing first and letting the browser move
      // from the rescued focus skipped it, one stop too far.
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className="pl-menu">
      <button
        ref={button}
        type="button"
        className="pl-icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setActive(0);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive(0);
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={list}
          id={menuId}
          popover={TOP_LAYER ? 'manual' : undefined}
          role="menu"
          aria-label={label}
          className="pl-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className={`pl-menu__item${item.variant === 'danger' ? ' pl-menu__item--danger' : ''}`}
              onClick={(event) => {
                event.stopPropagation();
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
