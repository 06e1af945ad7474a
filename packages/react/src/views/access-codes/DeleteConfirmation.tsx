import { useEffect, useId, useRef } from 'react';
import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { Button } from '../../ui/Button.js';

interface DeleteConfirmationProps {
  t: AccessCodesMessages;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The inline 'Delete this code and data?' question; focus starts on the safe answer. */
export function DeleteConfirmation({ t, deleting, onCancel, onConfirm }: DeleteConfirmationProps) {
  const root = useRef<HTMLDivElement>(null);
  const labelId = useId();
  useEffect(() => root.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  return (
    <div
      ref={root}
      className="pl-ac-confirm"
      role="alertdialog"
      aria-labelledby={labelId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={labelId}>{t.deleteConfirmation}</p>
      <div className="pl-ac-confirm-actions">
        <Button size="small" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button size="small" variant="danger" onClick={onConfirm} disabled={deleting}>
          {t.delete}
        </Button>
      </div>
    </div>
  );
}
