import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from './Button.js';
import { focusedControl, focusedElement, focusIsLost } from './focused-element.js';
import { useUniqueId } from './use-unique-id.js';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  /** The question, which names what it acts on: the dialog's accessible name. */
  title: ReactNode;
  /** More of the name (the code's name) read together with the title. */
  subject?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** While the confirmed action runs: the confirm button stays focusable but inert. */
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal alert dialog (WAI-ARIA pattern) on the browser's own `<dialog>`: shown in the top layer,
 * so no scroll box clips it and no row covers it; the rest of the page is inert, Tab cycles inside,
 * Escape cancels, focus starts on the safe answer and returns to the opener when it closes.
 */
export function AlertDialog(props: AlertDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useUniqueId();
  const latestCancel = useRef(props.onCancel);
  latestCancel.current = props.onCancel;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = focusedControl(element);
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLButtonElement>('button')?.focus();
    return () => {
      // Asked before closing: whether focus is still in the dialog, or fell with it.
      const active = focusedElement(element);
      const focusWasHere = focusIsLost(element) || (active !== null && element.contains(active));
      if (element.open && typeof element.close === 'function') element.close();
      // The opener may be gone (a deleted row): then the view's focus rescue decides. Focus the
      // view already moved on (the row that took a deleted row's place) stays where it is.
      if (opener?.isConnected && focusWasHere) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      latestCancel.current();
    } else if (event.key === 'Tab') {
      const stops = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = focusedElement(dialog.current);
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  return (
    <dialog
      ref={dialog}
      className="pl-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // The browser's own Escape handling would close the dialog behind React's back.
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => event.stopPropagation()}
    >
      <p id={titleId} className="pl-dialog__title">
        {props.title}
        {props.subject !== undefined && (
          <>
            {' '}
            <span className="pl-dialog__subject">{props.subject}</span>
          </>
        )}
      </p>
      <div className="pl-dialog__actions">
        <Button size="small" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button
          size="small"
          variant="danger"
          onClick={props.onConfirm}
          aria-disabled={props.busy || undefined}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
