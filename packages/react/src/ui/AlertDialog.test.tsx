import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { AlertDialog } from './AlertDialog.js';

cleanUpAfterEach();

const TEXT = {
  title: 'Delete this code and data?',
  subject: 'Front Door',
  cancelLabel: 'Cancel',
  confirmLabel: 'Confirm',
};

function Harness({ onConfirm = () => undefined, busy = false }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open && (
        <AlertDialog {...TEXT} busy={busy} onCancel={() => setOpen(false)} onConfirm={onConfirm} />
      )}
    </>
  );
}

describe('AlertDialog', () => {
  it('is a modal alert dialog named by its title and subject, starting on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete this code and data? Front Door',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Cancel');
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Confirm');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Confirm');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus where the view put it when it moved on as the dialog closed', async () => {
    // A list that hands focus to the next row once the confirmed delete closes the dialog.
    function HandingOn() {
      const [open, setOpen] = useState(false);
      const [closed, setClosed] = useState(false);
      const next = useRef<HTMLButtonElement>(null);
      useLayoutEffect(() => {
        if (closed) next.current?.focus();
      }, [closed]);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete
          </button>
          <button type="button" ref={next}>
            Next row
          </button>
          {open && (
            <AlertDialog
              {...TEXT}
              onCancel={() => setOpen(false)}
              onConfirm={() => {
                setOpen(false);
                setClosed(true);
              }}
            />
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<HandingOn />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next row' }));
  });

  it('ignores Confirm while busy, keeping it focusable', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} busy />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
