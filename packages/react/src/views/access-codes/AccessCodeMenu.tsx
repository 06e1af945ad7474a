import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { DeleteConfirmation } from './DeleteConfirmation.js';
import { MoreIcon } from './icons.js';

interface MenuItem {
  label: string;
  onSelect: () => void;
}

interface AccessCodeMenuProps {
  t: AccessCodesMessages;
  name: string;
  onCopy: () => void;
  onViewDetails: () => void;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  deleting: boolean;
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  const index = items.indexOf(document.activeElement as HTMLButtonElement);
  const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
  if (step !== undefined) {
    event.preventDefault();
    items[(index + step + items.length) % items.length]?.focus();
  } else if (event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
  }
}

/** A row's action menu; 'Delete code' turns it into the inline confirmation. */
export function AccessCodeMenu({ t, name, deleting, ...actions }: AccessCodeMenuProps) {
  const [state, setState] = useState<'closed' | 'open' | 'confirm'>('closed');
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state === 'open') list.current?.querySelector<HTMLButtonElement>('button')?.focus();
    if (state === 'closed') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setState('closed');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state]);

  const close = () => {
    setState('closed');
    trigger.current?.focus();
  };
  const items: MenuItem[] = [
    { label: t.copyCode, onSelect: actions.onCopy },
    { label: t.viewCodeDetails, onSelect: actions.onViewDetails },
  ];
  if (actions.onEdit) items.push({ label: t.editCode, onSelect: actions.onEdit });
  const { onDelete } = actions;
  if (onDelete) items.push({ label: t.deleteCode, onSelect: () => setState('confirm') });

  return (
    <div className="pl-ac-menu" ref={root}>
      <button
        type="button"
        ref={trigger}
        className="pl-ac-icon-button"
        aria-label={t.accessCodeMenu(name)}
        aria-haspopup="menu"
        aria-expanded={state === 'open'}
        onClick={() => setState(state === 'closed' ? 'open' : 'closed')}
      >
        <MoreIcon />
      </button>
      {state === 'open' && (
        <div
          ref={list}
          role="menu"
          aria-label={t.accessCodeMenu(name)}
          className="pl-ac-menu-list"
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Tab') close();
            else moveFocus(event);
          }}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className="pl-ac-menu-item"
              onClick={() => {
                if (item.label !== t.deleteCode) setState('closed');
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
      {state === 'confirm' && onDelete && (
        <div className="pl-ac-menu-list">
          <DeleteConfirmation t={t} deleting={deleting} onCancel={close} onConfirm={onDelete} />
        </div>
      )}
    </div>
  );
}
