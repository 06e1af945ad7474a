import { useEffect, useId, useRef } from 'react';
import type { AccessCodesMessages } from '../../messages/access-codes.js';

interface DeleteConfirmationProps {
  t: AccessCodesMessages;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The inline 'Delete this code and data?' question; focus starts on the safe answer. */
export function DeleteConfirmation({ t, deleting, onCancel, onConfirm }: DeleteConfirmationProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      className="pl-ac-confirm"
      role="alertdialog"
      aria-labelledby={labelId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={labelId}>{t.deleteConfirmation}</p>
      <div className="pl-ac-confirm-actions">
        <button type="button" className="pl-ac-button" ref={cancel} onClick={onCancel}>
          {t.cancel}
        </button>
        <button
          type="button"
          className="pl-ac-button pl-ac-button--danger"
          onClick={onConfirm}
          disabled={deleting}
        >
          {t.delete}
        </button>
      </div>
    </div>
  );
}
