import { useRef, useState } from 'react';
import { MoreIcon } from '../../../ui/icons.js';
import { Menu, type MenuItem } from '../../../ui/Menu.js';
import { DeleteConfirmation } from '../DeleteConfirmation.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';

interface AccessCodeMenuProps {
  name: string;
  /** Absent when the code has no PIN yet: there is nothing to copy. */
  onCopy?: (() => void) | undefined;
  onViewDetails: () => void;
  onEdit?: (() => void) | undefined;
  /** Deletes the code; calls `onFailed` when the delete fails. */
  onDelete?: ((onFailed: () => void) => void) | undefined;
  deleting: boolean;
}

/**
 * A row's action menu (the core's menu button); 'Delete code' opens the inline confirmation in
 * its place, and leaving the confirmation returns focus to the menu button. A failed delete
 * leaves it too, as in the details: the list's error snackbar says so (the modal dialog would
 * keep a message outside it from being read), and the menu offers Delete again.
 */
export function AccessCodeMenu({ name, deleting, ...actions }: AccessCodeMenuProps) {
  const t = useAccessCodesMessages();
  const [confirming, setConfirming] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const items: MenuItem[] = [];
  if (actions.onCopy) items.push({ label: t.copyCode, onSelect: actions.onCopy });
  items.push({ label: t.viewCodeDetails, onSelect: actions.onViewDetails });
  if (actions.onEdit) items.push({ label: t.editCode, onSelect: actions.onEdit });
  const { onDelete } = actions;
  if (onDelete) {
    items.push({ label: t.deleteCode, onSelect: () => setConfirming(true), variant: 'danger' });
  }
  // Read when a delete fails: a confirmation the person already left is not reopened or refocused.
  const open = useRef(false);
  open.current = confirming;
  const cancel = () => {
    setConfirming(false);
    root.current?.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')?.focus();
  };
  return (
    <div className="pl-ac-menu" ref={root}>
      <Menu label={t.accessCodeMenu(name)} trigger={<MoreIcon />} items={items} />
      {confirming && onDelete && (
        <DeleteConfirmation
          subject={name}
          busy={deleting}
          onCancel={cancel}
          onConfirm={() =>
            onDelete(() => {
              if (open.current) cancel();
            })
          }
        />
      )}
    </div>
  );
}
