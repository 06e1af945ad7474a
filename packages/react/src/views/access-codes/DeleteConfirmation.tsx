import { AlertDialog, type AlertDialogProps } from '../../ui/AlertDialog.js';
import { useAccessCodesMessages } from './use-access-codes-messages.js';

/**
 * Props of {@link DeleteConfirmation}: `AlertDialog`'s own. The subject is the code's display
 * name, so the question says which code it deletes; busy while the delete runs.
 */
type DeleteConfirmationProps = Pick<
  AlertDialogProps,
  'subject' | 'busy' | 'onCancel' | 'onConfirm'
>;

/** The 'Delete this code and data?' question about one named code; focus starts on Cancel. */
export function DeleteConfirmation(props: DeleteConfirmationProps) {
  const t = useAccessCodesMessages();
  return (
    <AlertDialog
      {...props}
      title={t.deleteConfirmation}
      cancelLabel={t.cancel}
      confirmLabel={t.delete}
    />
  );
}
