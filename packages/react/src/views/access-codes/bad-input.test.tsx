import { PorchlightClient } from '@porchlight/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawDevice, renderWithClient } from '../../test-utils/fake-api.js';
import { AccessCodeDetails, AccessCodeTable, EditAccessCodeForm } from '../navigation.js';

// Shapes the fake API never produces, served by a fetch stub: missing names, unknown types,
// unreadable dates, malformed issue lists and thousands of errors.
const CODES: Array<Record<string, unknown>> = [
  {
    access_code_id: 'nameless',
    device_id: 'd1',
    name: null,
    code: null,
    type: 'mystery',
    created_at: 'garbage',
    errors: [null, 42, { no_message: true }],
  },
  {
    access_code_id: 'bad-dates',
    device_id: 'd1',
    name: '   ',
    code: '12 34',
    type: 'time_bound',
    starts_at: 'not a date',
    ends_at: '',
    created_at: '2024-01-02T00:00:00Z',
  },
  {
    access_code_id: 'noisy',
    device_id: 'd1',
    name: 'Noisy',
    code: '1111',
    type: 'ongoing',
    created_at: '2024-01-01T00:00:00Z',
    errors: Array.from({ length: 5000 }, (_, i) => ({ message: `Failure ${i + 1}` })),
    warnings: 'not a list',
  },
  {
    access_code_id: 'markup',
    device_id: 'd1',
    name: '<img src=x onerror="alert(1)">',
    code: '2222',
    type: 'ongoing',
    created_at: '2024-01-03T00:00:00Z',
  },
];

/** The stub lock's name: a test may make it malformed. */
let stubDeviceName: unknown = 'Stub Lock';

/** The bodies of the writes the stub received, to check what a form sent. */
const writes: Array<{ path: string; body: Record<string, unknown> }> = [];

function stubClient(): PorchlightClient {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetchStub = async (input: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    const id = body.access_code_id ?? searchParams.get('access_code_id');
    if (pathname === '/devices/get') {
      return json({ device: rawDevice({ properties: { name: stubDeviceName, locked: true } }) });
    }
    if (pathname === '/access_codes/list') return json({ access_codes: CODES, ok: true });
    if (pathname === '/access_codes/update') {
      writes.push({ path: pathname, body });
      return json({ ok: true });
    }
    if (pathname === '/access_codes/get') {
      const code = CODES.find((c) => c.access_code_id === id);
      if (code) return json({ access_code: code, ok: true });
    }
    return json({ error: { type: 'not_found', message: 'Not found' } }, 404);
  };
  return new PorchlightClient(
    { apiKey: 'seam_apikey1_stub' },
    { endpoint: 'http://stub.test', fetch: fetchStub, retries: 0 },
  );
}

const rowTexts = () => screen.getAllByRole('listitem').map((row) => row.textContent ?? '');

afterEach(() => {
  cleanup();
  writes.length = 0;
});

/** Runs a test with extra codes served by the stub, then takes them out again. */
async function withCodes(extra: Array<Record<string, unknown>>, run: () => Promise<void>) {
  CODES.push(...extra);
  try {
    await run();
  } finally {
    CODES.splice(CODES.length - extra.length, extra.length);
  }
}

describe('access code views with malformed codes', () => {
  it('lists every code with the fallbacks, in created order, undated last', async () => {
    renderWithClient(<AccessCodeTable deviceId="d1" />, stubClient());
    expect(await screen.findByRole('heading', { name: 'Access Codes (4)' })).toBeTruthy();
    const rows = rowTexts();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^Noisy/);
    expect(rows[0]).toContain('5000 code issues');
    expect(rows[1]).toMatch(/^Code/);
    expect(rows[1]).toContain('Date unknown');
    // API text is rendered as text, never as markup.
    expect(rows[2]).toMatch(/^<img src=x onerror="alert\(1\)">/);
    expect(document.querySelector('img')).toBeNull();
    // The unknown type without dates reads as ongoing; its junk errors are dropped.
    expect(rows[3]).toMatch(/^Code/);
    expect(rows[3]).toContain('Ongoing');
    expect(rows[3]).not.toContain('issue');
    expect(screen.getByRole('button', { name: '1 access code issue' })).toBeTruthy();
  });

  it('finds unnamed and blank-named codes by the fallback name their rows show', async () => {
    const user = userEvent.setup();
    renderWithClient(<AccessCodeTable deviceId="d1" />, stubClient());
    await screen.findByRole('heading', { name: 'Access Codes (4)' });
    await user.type(screen.getByRole('searchbox', { name: 'Search access codes' }), 'COD');
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    for (const row of rowTexts()) expect(row).toMatch(/^Code/);
  });

  it('offers no Copy code for a code without a PIN, in the row menu or the details', async () => {
    const user = userEvent.setup();
    renderWithClient(<AccessCodeTable deviceId="d1" />, stubClient());
    await screen.findByRole('heading', { name: 'Access Codes (4)' });
    // Both fallback-named rows: 'bad-dates' (PIN '12 34') and then 'nameless' (no PIN).
    const [withPin, withoutPin] = screen.getAllByRole('button', { name: 'Actions for Code' });
    await user.click(withPin as HTMLElement);
    expect(screen.getByRole('menuitem', { name: 'Copy code' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(withoutPin as HTMLElement);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).not.toContain(
      'Copy code',
    );
    cleanup();
    renderWithClient(<AccessCodeDetails accessCodeId="nameless" />, stubClient());
    await screen.findByText('Code', { selector: '.pl-ac-summary-name' });
    expect(screen.queryByRole('button', { name: /^Copy code of/ })).toBeNull();
  });

  it('shows the fallback for a device name that is not text, in the list, details and forms', async () => {
    stubDeviceName = { first: 'Front', last: 'Door' };
    try {
      renderWithClient(<AccessCodeTable deviceId="d1" />, stubClient());
      await screen.findByRole('heading', { name: 'Access Codes (4)' });
      await waitFor(() => expect(rowTexts()[0]).toContain('Device'));
      cleanup();
      renderWithClient(<AccessCodeDetails accessCodeId="noisy" />, stubClient());
      await screen.findByText('Noisy', { selector: '.pl-ac-summary-name' });
      expect(await screen.findByText('Device', { exact: true })).toBeTruthy();
      cleanup();
      renderWithClient(<EditAccessCodeForm accessCodeId="noisy" />, stubClient());
      expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
      expect(document.body.textContent).not.toContain('[object Object]');
    } finally {
      stubDeviceName = 'Stub Lock';
    }
  });

  it('caps thousands of errors in the details', async () => {
    renderWithClient(<AccessCodeDetails accessCodeId="noisy" />, stubClient());
    expect(await screen.findByText('Failure 1')).toBeTruthy();
    expect(screen.getByText('Failure 50')).toBeTruthy();
    expect(screen.queryByText('Failure 51')).toBeNull();
    expect(screen.getByText('and 4950 more')).toBeTruthy();
  });

  it('shows unreadable dates as unknown', async () => {
    renderWithClient(<AccessCodeDetails accessCodeId="bad-dates" />, stubClient());
    expect(await screen.findByText('Code', { selector: '.pl-ac-summary-name' })).toBeTruthy();
    // The status line and both timing lines.
    expect(screen.getByText('Date unknown', { selector: '.pl-ac-status' })).toBeTruthy();
    expect(screen.getByText('Start: Date unknown')).toBeTruthy();
    expect(screen.getByText('End: Date unknown')).toBeTruthy();
  });

  it('opens an edit form for a time-bound code with unreadable dates, hinting at the code', async () => {
    renderWithClient(<EditAccessCodeForm accessCodeId="bad-dates" />, stubClient());
    expect(await screen.findByRole('heading', { name: 'Edit access code' })).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'Start/end times' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Code (PIN)' }) as HTMLInputElement).value).toBe(
      '12 34',
    );
    expect(screen.getByText('Numbers only').closest('li')?.className).toContain('unmet');
    // The missing window falls back to the default one, so the summary shows real dates.
    expect(screen.queryByText(/Date unknown/)).toBeNull();
  });

  it('reads an unknown type with dates as time-bound in the edit form', async () => {
    const client = stubClient();
    CODES.push({
      access_code_id: 'future-type',
      device_id: 'd1',
      name: 'Future',
      code: '3333',
      type: 'recurring',
      starts_at: '2030-01-01T00:00:00Z',
      ends_at: '2030-01-02T00:00:00Z',
    });
    try {
      renderWithClient(<EditAccessCodeForm accessCodeId="future-type" />, client);
      const radio = (await screen.findByRole('radio', {
        name: 'Start/end times',
      })) as HTMLInputElement;
      expect(radio.checked).toBe(true);
    } finally {
      CODES.pop();
    }
  });

  it('takes a pasted code with spaces and letters, hinting instead of failing', async () => {
    renderWithClient(<EditAccessCodeForm accessCodeId="markup" />, stubClient());
    const code = (await screen.findByRole('textbox', { name: 'Code (PIN)' })) as HTMLInputElement;
    await userEvent.clear(code);
    code.focus();
    await userEvent.paste(' 12ab 34 ');
    await waitFor(() => expect(code.value).toBe(' 12ab 34 '));
    expect(screen.getByText('Numbers only').closest('li')?.className).toContain('unmet');
  });

  it('renders names and codes sent as numbers or objects, and saves them as text', async () => {
    const odd = [
      {
        access_code_id: 'numeric',
        device_id: 'd1',
        name: 1234,
        code: 5678,
        type: 'ongoing',
        created_at: '2024-01-05T00:00:00Z',
      },
      {
        access_code_id: 'object-name',
        device_id: 'd1',
        name: { first: 'x' },
        code: ['9', '9'],
        type: 'ongoing',
        created_at: '2024-01-06T00:00:00Z',
      },
    ];
    await withCodes(odd, async () => {
      const client = stubClient();
      const { unmount } = renderWithClient(<AccessCodeTable deviceId="d1" />, client);
      expect(await screen.findByRole('heading', { name: 'Access Codes (6)' })).toBeTruthy();
      // In created order: the three dated codes of the list, these two, then the undated one.
      const rows = rowTexts();
      expect(rows[3]).toMatch(/^1234/);
      expect(rows[3]).toContain('5678');
      expect(rows[4]).toMatch(/^CodeStub Lock · Ongoing · Code: $/);
      await userEvent.type(screen.getByRole('searchbox'), '567');
      await waitFor(() => expect(rowTexts()).toHaveLength(1));
      unmount();

      const onSuccess = vi.fn();
      renderWithClient(<EditAccessCodeForm accessCodeId="numeric" onSuccess={onSuccess} />, client);
      const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
      expect(name.value).toBe('1234');
      expect((screen.getByRole('textbox', { name: 'Code (PIN)' }) as HTMLInputElement).value).toBe(
        '5678',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('numeric'));
      expect(writes[0]?.body).toMatchObject({ name: '1234', code: '5678', type: 'ongoing' });
    });
  });

  it('renames an offline time-bound code that has no code yet, sending only the name', async () => {
    const offline = {
      access_code_id: 'offline-pending',
      device_id: 'd1',
      name: 'Offline guest',
      code: null,
      type: 'time_bound',
      starts_at: '2030-01-01T00:00:00Z',
      ends_at: '2030-01-02T00:00:00Z',
      is_offline_access_code: true,
      created_at: '2024-01-07T00:00:00Z',
    };
    await withCodes([offline], async () => {
      const onSuccess = vi.fn();
      renderWithClient(
        <EditAccessCodeForm accessCodeId="offline-pending" onSuccess={onSuccess} />,
        stubClient(),
      );
      const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
      await userEvent.clear(name);
      await userEvent.type(name, 'Offline guest (renamed)');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('offline-pending'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(writes.map((write) => write.body)).toEqual([
        { access_code_id: 'offline-pending', device_id: 'd1', name: 'Offline guest (renamed)' },
      ]);
    });
  });
});
