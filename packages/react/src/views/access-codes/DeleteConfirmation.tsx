import type { AccessCodesMessages } from '../../messages/access-codes.js';
import { AlertDialog } from '../../ui/AlertDialog.js';

interface DeleteConfirmationProps {
  t: AccessCodesMessages;
  /** The code's display name, so the question says which code it deletes. */
  name: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The 'Delete this code and data?' question about one named code; focus starts on Cancel. */
export function DeleteConfirmation({
  t,
  name,
  deleting,
  onCancel,
  onConfirm,
}: DeleteConfirmationProps) {
  return (
    <AlertDialog
      title={t.deleteConfirmation}
      subject={name}
      cancelLabel={t.cancel}
      confirmLabel={t.delete}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
