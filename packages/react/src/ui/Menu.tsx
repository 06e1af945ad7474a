import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

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
  const menuId = useId();

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  // A pointer press outside closes the menu without stealing focus from where it went.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
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
          id={menuId}
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
