import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { Menu } from './Menu.js';

cleanUpAfterEach();

describe('Menu', () => {
  function renderMenu() {
    const selected: string[] = [];
    const items = ['Copy code', 'Edit code', 'Delete code'].map((label) => ({
      label,
      onSelect: () => selected.push(label),
    }));
    render(
      <>
        <Menu label="Actions for Front Door" trigger="⋮" items={items} />
        <button type="button">Elsewhere</button>
      </>,
    );
    return { selected, trigger: screen.getByRole('button', { name: 'Actions for Front Door' }) };
  }

  it('opens on Enter with focus on the first item, and arrows move and wrap', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Actions for Front Door' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Copy code');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Edit code');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Copy code');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Delete code');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Copy code');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Delete code');
    // Roving tab index: only the active item is in the tab order.
    const tabbable = screen.getAllByRole('menuitem').filter((item) => item.tabIndex === 0);
    expect(tabbable.map((item) => item.textContent)).toEqual(['Delete code']);
  });

  it('selects with Enter, closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { selected, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(selected).toEqual(['Edit code']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    const { selected, trigger } = renderMenu();
    await user.click(trigger);
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(selected).toEqual([]);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('toggles on repeated clicks of the button', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("closes for a press elsewhere in the iframe's document it was portalled into", () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    try {
      const frame = iframe.contentDocument as Document;
      const items = [{ label: 'Delete code', onSelect: () => undefined }];
      render(
        createPortal(<Menu label="Actions for Front Door" trigger="⋮" items={items} />, frame.body),
      );
      const view = within(frame.body);
      fireEvent.click(view.getByRole('button', { name: 'Actions for Front Door' }));
      expect(view.queryByRole('menu')).not.toBeNull();
      fireEvent.pointerDown(view.getByRole('menuitem', { name: 'Delete code' }));
      expect(view.queryByRole('menu')).not.toBeNull();
      fireEvent.pointerDown(frame.body);
      expect(view.queryByRole('menu')).toBeNull();
    } finally {
      // Unmounted while the iframe's document still holds the portal's nodes.
      cleanup();
      iframe.remove();
    }
  });
});
