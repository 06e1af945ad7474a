import { AlertDialog } from '../../ui/AlertDialog.js';
import { useAccessCodesMessages } from './use-access-codes-messages.js';

interface DeleteConfirmationProps {
  /** The code's display name, so the question says which code it deletes. */
  name: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The 'Delete this code and data?' question about one named code; focus starts on Cancel. */
export function DeleteConfirmation({
  name,
  deleting,
  onCancel,
  onConfirm,
}: DeleteConfirmationProps) {
  const t = useAccessCodesMessages();
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
