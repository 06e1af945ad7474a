import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorchlightContext } from '../provider/porchlight-context.js';
import { Accordion } from './Accordion.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { ContentHeader } from './ContentHeader.js';
import { DeviceImage } from './DeviceImage.js';
import { Heading, HeadingLevelContext } from './Heading.js';
import { IconButton } from './IconButton.js';
import { LOADING_TOAST_HIDE_MS, LOADING_TOAST_REMOVE_MS, LoadingToast } from './LoadingToast.js';
import { Menu } from './Menu.js';
import { SearchTextField } from './SearchTextField.js';
import { SNACKBAR_AUTO_HIDE_MS, Snackbar } from './Snackbar.js';
import { Spinner } from './Spinner.js';
import { StatusTag } from './StatusTag.js';
import { Switch } from './Switch.js';
import { TableRow } from './TableRow.js';
import { Tooltip } from './Tooltip.js';
import { VirtualList, visibleRange } from './VirtualList.js';

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
    // The focused trigger itself is described by the hint.
    expect(screen.getByRole('button', { name: 'Mode' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('tooltip').id,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Heading', () => {
  it('starts at the provider level, a view override wins, and depth nests below it', () => {
    render(
      <PorchlightContext.Provider
        value={{
          client: null,
          clientError: null,
          retryClient: () => undefined,
          telemetry: null,
          headingLevel: 3,
        }}
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

describe('buttons, rows and fields', () => {
  it('never submits a host form by accident', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button>Save</Button>
        <IconButton label="Close">×</IconButton>
        <TableRow onClick={() => undefined}>Row</TableRow>
      </form>,
    );
    for (const button of screen.getAllByRole('button')) await user.click(button);
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('opens a table row with click, Enter and Space, and fades it on request', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    render(
      <TableRow onClick={opened} faded>
        <span>Front Door</span>
        <span>Online</span>
      </TableRow>,
    );
    const row = screen.getByRole('button', { name: 'Front Door Online' });
    expect(row.className).toContain('pl-table-row--faded');
    await user.click(row);
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('names the search box and reports typed text', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <SearchTextField
            label="Search devices"
            placeholder="Search"
            value={value}
            onChange={setValue}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search devices' });
    expect(box.getAttribute('placeholder')).toBe('Search');
    await user.type(box, 'Garage');
    expect(screen.getByRole('status').textContent).toBe('Garage');
  });

  it('shows a back button in the content header only with onBack', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { rerender } = render(<ContentHeader title="Device" subheading="Front Door" />);
    expect(screen.getByRole('heading', { name: 'Device', level: 2 })).toBeTruthy();
    expect(screen.getByText('Front Door')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ContentHeader title="Device" onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('status elements', () => {
  it('renders alerts, tags and spinners with their text, API text as text', () => {
    render(
      <>
        <Alert variant="error">{'<img src=x onerror=alert(1)>'}</Alert>
        <Alert variant="warning">Low battery</Alert>
        <StatusTag variant="success">LIVE</StatusTag>
        <Spinner label="Loading devices" />
      </>,
    );
    expect(
      screen.getByText('<img src=x onerror=alert(1)>').closest('.pl-alert--error'),
    ).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Low battery').closest('.pl-alert--warning')).toBeTruthy();
    expect(screen.getByText('LIVE').className).toBe('pl-status-tag pl-status-tag--success');
    expect(screen.getByRole('status').textContent).toBe('Loading devices');
  });

  it('shows a device image only for http(s) URLs, with a drawing otherwise', () => {
    const { rerender } = render(<DeviceImage url="https://example.com/lock.png" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://example.com/lock.png');
    expect(document.querySelector('img')?.getAttribute('width')).toBe('40');
    rerender(<DeviceImage url="javascript:alert(1)" />);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.pl-device-image--fallback')).toBeTruthy();
  });

  it('draws the fallback for a broken image, and tries a new URL again', () => {
    const { rerender } = render(<DeviceImage url="https://example.com/broken.png" />);
    fireEvent.error(document.querySelector('img') as HTMLImageElement);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.pl-device-image--fallback')).toBeTruthy();
    rerender(<DeviceImage url="https://example.com/fixed.png" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      'https://example.com/fixed.png',
    );
  });
});

describe('VirtualList', () => {
  const items = Array.from({ length: 5000 }, (_, i) => `Device ${i + 1}`);
  const renderList = () =>
    render(
      <VirtualList
        items={items}
        label="Devices"
        rowHeight={50}
        maxHeight={500}
        overscan={2}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
      />,
    );
  const shown = () =>
    within(screen.getByRole('list', { name: 'Devices' }))
      .getAllByRole('listitem')
      .map((row) => Number(row.getAttribute('aria-posinset')));

  it('mounts only the rows in view of 5,000, with list positions for assistive technology', () => {
    renderList();
    // 500 px of 50 px rows, plus two of overscan below.
    expect(shown()).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const first = screen.getAllByRole('listitem')[0];
    expect(first?.getAttribute('aria-setsize')).toBe('5000');
    expect(first?.textContent).toBe('Device 1');
  });

  it('follows the scroll position', () => {
    renderList();
    const scroller = document.querySelector('.pl-virtual-list') as HTMLElement;
    scroller.scrollTop = 100_000;
    fireEvent.scroll(scroller);
    expect(shown()).toEqual(Array.from({ length: 14 }, (_, i) => 1999 + i));
    expect(screen.getByText('Device 2001').closest('li')?.style.transform).toBe(
      'translateY(100000px)',
    );
  });

  it('computes the window, clamped to a list that shrank below the scroll position', () => {
    const base = { rowHeight: 50, viewportHeight: 500, overscan: 2 };
    expect(visibleRange({ ...base, count: 5000, scrollTop: 0 })).toEqual({ start: 0, end: 12 });
    expect(visibleRange({ ...base, count: 5000, scrollTop: 1025 })).toEqual({ start: 18, end: 33 });
    expect(visibleRange({ ...base, count: 20, scrollTop: 100_000 })).toEqual({ start: 8, end: 20 });
    expect(visibleRange({ ...base, count: 3, viewportHeight: 150, scrollTop: 40 })).toEqual({
      start: 0,
      end: 3,
    });
    expect(visibleRange({ ...base, count: 0, viewportHeight: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});
