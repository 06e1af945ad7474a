import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorchlightContext } from '../provider/porchlight-context.js';
import { Accordion } from './Accordion.js';
import { Heading, HeadingLevelContext } from './Heading.js';
import { LOADING_TOAST_HIDE_MS, LOADING_TOAST_REMOVE_MS, LoadingToast } from './LoadingToast.js';
import { Menu } from './Menu.js';
import { SNACKBAR_AUTO_HIDE_MS, Snackbar } from './Snackbar.js';
import { Switch } from './Switch.js';
import { Tooltip } from './Tooltip.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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
});

describe('Snackbar', () => {
  it('closes itself after 5000 ms by default', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Access code created" onClose={onClose} />);
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(5000);
    expect(screen.getByRole('status').textContent).toContain('Access code created');
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps its deadline when the parent re-renders with a new callback', () => {
    vi.useFakeTimers();
    const closed = vi.fn();
    const { rerender } = render(<Snackbar message="Saved" onClose={() => closed()} />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<Snackbar message="Saved" onClose={() => closed()} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('stays with autoHideMs null, announces errors as alerts and offers close', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Failed" variant="error" onClose={onClose} autoHideMs={null} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('has no close button without onClose or with disableClose', () => {
    const { rerender } = render(<Snackbar message="Devices could not be loaded" variant="error" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Snackbar message="x" onClose={() => undefined} disableClose />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('LoadingToast', () => {
  it('stays 1000 ms after loading ends, fades, and is removed at 1500 ms', () => {
    vi.useFakeTimers();
    expect([LOADING_TOAST_HIDE_MS, LOADING_TOAST_REMOVE_MS]).toEqual([1000, 1500]);
    const toast = () => document.querySelector('.pl-loading-toast');
    const { rerender } = render(<LoadingToast isLoading label="Loading devices" />);
    expect(toast()?.className).toContain('pl-loading-toast--shown');
    expect(screen.getByRole('status').textContent).toContain('Loading devices');
    rerender(<LoadingToast isLoading={false} label="Loading devices" />);
    act(() => vi.advanceTimersByTime(999));
    expect(toast()?.className).toContain('--shown');
    act(() => vi.advanceTimersByTime(1));
    expect(toast()?.className).toContain('--fading');
    act(() => vi.advanceTimersByTime(499));
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).toBeNull();
  });

  it('comes back at once when loading restarts while fading', () => {
    vi.useFakeTimers();
    const toast = () => document.querySelector('.pl-loading-toast');
    const { rerender } = render(<LoadingToast isLoading label="Loading" />);
    rerender(<LoadingToast isLoading={false} label="Loading" />);
    act(() => vi.advanceTimersByTime(1200));
    rerender(<LoadingToast isLoading label="Loading" />);
    expect(toast()?.className).toContain('--shown');
    act(() => vi.advanceTimersByTime(5000));
    expect(toast()?.className).toContain('--shown');
  });

  it('never shows when nothing loads', () => {
    render(<LoadingToast isLoading={false} label="Loading" />);
    expect(document.querySelector('.pl-loading-toast')).toBeNull();
  });
});

describe('Switch', () => {
  function Controlled({ disabled = false }: { disabled?: boolean }) {
    const [on, setOn] = useState(false);
    return (
      <Switch checked={on} onChange={setOn} label="Allow manual override" disabled={disabled} />
    );
  }

  it('has the switch role, reports aria-checked and flips with click and Space', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    render(<Controlled disabled />);
    const toggle = screen.getByRole('switch');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('Accordion and Tooltip', () => {
  it('expands and collapses, telling assistive technology', async () => {
    const user = userEvent.setup();
    render(
      <Accordion title="Default settings">
        <p>Inside</p>
      </Accordion>,
    );
    const header = screen.getByRole('button', { name: 'Default settings' });
    const region = () => document.getElementById(header.getAttribute('aria-controls') ?? '');
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(region()?.hidden).toBe(true);
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(region()?.hidden).toBe(false);
    expect(region()?.textContent).toBe('Inside');
  });

  it('shows a tooltip on focus and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Heating and cooling">
        <button type="button">Mode</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Heating and cooling');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Heading', () => {
  it('starts at the provider level, a view override wins, and depth nests below it', () => {
    render(
      <PorchlightContext.Provider
        value={{ client: null, clientError: null, telemetry: null, headingLevel: 3 }}
      >
        <Heading>Provider level</Heading>
        <HeadingLevelContext.Provider value={5}>
          <Heading>View level</Heading>
          <Heading depth={4}>Capped</Heading>
        </HeadingLevelContext.Provider>
      </PorchlightContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Provider level', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'View level', level: 5 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Capped', level: 6 })).toBeTruthy();
  });
});
