import type { AccessCode } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessCodeKeys } from '../../hooks/access-codes/access-code-queries.js';
import { findSnackbar } from '../../test-utils/announcements.js';
import { politeTexts, pressRetryOffline, WAITING } from '../../test-utils/connection-wait.js';
import {
  renderWithClient,
  renderWithPublishableKey,
  setupFakeApi,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import {
  AccessCodeDetails,
  AccessCodeTable,
  CreateAccessCodeForm,
  EditAccessCodeForm,
} from '../navigation.js';

const api = setupFakeApi();

let backDoor = '';
let family: AccessCode;

beforeEach(async () => {
  backDoor = await api.deviceId('Back Door');
  const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
    device_id: backDoor,
  });
  const found = access_codes.find((code) => code.name === 'Family');
  if (!found) throw new Error('no seeded code named Family');
  family = found;
});

/** Renders a view under a provider whose publishable-key exchange fails once (a 500: a refused key, 401, offers no Try again). */
async function renderWithFailedExchange(view: ReactElement) {
  await api.fault({ path: '/client_sessions/get_or_create', status: 500, count: 1 });
  renderWithPublishableKey(api.server, view);
}

describe('access-code views when data cannot be loaded', () => {
  it("the table says so when the key exchange fails, and 'Try again' exchanges again", async () => {
    const user = userEvent.setup();
    await renderWithFailedExchange(<AccessCodeTable deviceId={backDoor} />);
    const toast = await findSnackbar();
    expect(toast.textContent).toContain('Access codes could not be loaded');
    expect(within(toast).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(within(toast).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /^Access Codes \(\d+\)$/ })).toBeTruthy();
    expect(screen.queryByText('Access codes could not be loaded')).toBeNull();
  });

  it('the details offer Try again after a failed exchange, and then show the code', async () => {
    const user = userEvent.setup();
    await renderWithFailedExchange(<AccessCodeDetails accessCodeId={family.access_code_id} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This access code could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Family')).toBeTruthy();
  });

  it('the details offer Try again after a failed request, which refetches', async () => {
    await api.fault({ path: '/access_codes/get', status: 500, count: 100 });
    const user = userEvent.setup();
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('This access code could not be loaded');
    await api.clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Family')).toBeTruthy();
  });

  it('the edit form keeps its title and Back when the code cannot be loaded', async () => {
    const user = userEvent.setup();
    let backs = 0;
    await renderWithFailedExchange(
      <EditAccessCodeForm accessCodeId={family.access_code_id} onBack={() => (backs += 1)} />,
    );
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'Edit access code' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(backs).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Family');
  });
});

describe('access code details whose load waits for the connection', () => {
  it("a retry paused offline says it waits, keeps a busy 'Try again' focused, and loads once online", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/access_codes/get', status: 500, count: 100 });
    renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    await api.clearFaults();
    try {
      await pressRetryOffline(user, retry);
      expect(screen.getByRole('alert').querySelector('p[aria-hidden]')?.textContent).toBe(WAITING);
      expect(screen.getByRole('button', { name: 'Try again' })).toBe(retry);
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByText('Family', {}, { timeout: 10_000 })).toBeTruthy();
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      // The manager is shared by every test of the file.
      onlineManager.setOnline(true);
    }
  });

  it('a first load that starts offline says it waits beside the spinner, and loads once online', async () => {
    try {
      onlineManager.setOnline(false);
      renderWithClient(<AccessCodeDetails accessCodeId={family.access_code_id} />, api.client);
      expect(screen.getByRole('status').textContent).toContain('Loading access code');
      await waitFor(() => expect(politeTexts()).toContain(WAITING));
      expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
      onlineManager.setOnline(true);
      expect(await screen.findByText('Family', {}, { timeout: 10_000 })).toBeTruthy();
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('the access code table whose load waits for the connection', () => {
  it("a retry paused offline says it in the failure snackbar, keeps a busy 'Try again' focused, and loads once online", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/access_codes/list', status: 500, count: 100 });
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
    const toast = await findSnackbar('assertive', { timeout: 10_000 });
    expect(toast.textContent).toContain('Access codes could not be loaded');
    const retry = within(toast).getByRole('button', { name: 'Try again' });
    await api.clearFaults();
    try {
      await pressRetryOffline(user, retry);
      expect(toast.querySelector('[aria-hidden]')?.textContent).toBe(WAITING);
      window.dispatchEvent(new Event('online'));
      expect(
        await screen.findByRole('heading', { name: /^Access Codes \(\d+\)$/ }, { timeout: 10_000 }),
      ).toBeTruthy();
      await waitFor(() => expect(document.body.textContent).not.toContain(WAITING));
    } finally {
      // The manager is shared by every test of the file.
      onlineManager.setOnline(true);
    }
  });

  it('a first load that starts offline says it waits beside the spinner, and loads once online', async () => {
    try {
      onlineManager.setOnline(false);
      renderWithClient(<AccessCodeTable deviceId={backDoor} />, api.client);
      await waitFor(() => expect(politeTexts()).toContain(WAITING));
      expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
      expect(document.querySelector('p[aria-hidden]')?.textContent).toBe(WAITING);
      onlineManager.setOnline(true);
      expect(
        await screen.findByRole('heading', { name: /^Access Codes \(\d+\)$/ }, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('the edit form whose load waits for the connection', () => {
  it("a retry paused offline says it waits, keeps a busy 'Try again' focused, and opens the form once online", async () => {
    const user = userEvent.setup();
    await api.fault({ path: '/access_codes/get', status: 500, count: 100 });
    renderWithClient(<EditAccessCodeForm accessCodeId={family.access_code_id} />, api.client);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    await api.clearFaults();
    try {
      await pressRetryOffline(user, retry);
      expect(screen.getByRole('button', { name: 'Try again' })).toBe(retry);
      window.dispatchEvent(new Event('online'));
      expect(
        await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 }),
      ).toHaveProperty('value', 'Family');
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a first load that starts offline says it waits beside the spinner, and opens the form once online', async () => {
    try {
      onlineManager.setOnline(false);
      renderWithClient(<EditAccessCodeForm accessCodeId={family.access_code_id} />, api.client);
      await waitFor(() => expect(politeTexts()).toContain(WAITING));
      expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
      onlineManager.setOnline(true);
      expect(
        await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 }),
      ).toHaveProperty('value', 'Family');
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

/** Waits until the wait is said beside the form's spinner: once, politely, and shown. */
async function expectWaitBesideSpinner() {
  await waitFor(() => expect(politeTexts()).toContain(WAITING), { timeout: 10_000 });
  expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
  expect(document.querySelector('.pl-connection-wait')?.textContent).toBe(WAITING);
  expect(screen.getByRole('status').textContent).toContain('Loading');
  expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
}

/**
 * Renders with TanStack offline, checks the wait beside the spinner, goes online and checks
 * `opened`, then that the wait is gone; the manager is shared by every test of the file, so it is
 * always set online again.
 */
async function expectWaitThenOpen(render: () => void, opened: () => Promise<void>) {
  try {
    onlineManager.setOnline(false);
    render();
    await expectWaitBesideSpinner();
    onlineManager.setOnline(true);
    await opened();
    expect(document.body.textContent).not.toContain(WAITING);
  } finally {
    onlineManager.setOnline(true);
  }
}

/** The create form open on Back Door. */
async function expectCreateFormOpen() {
  expect(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 })).toBeTruthy();
  expect(await screen.findByText('Back Door', {}, { timeout: 10_000 })).toBeTruthy();
}

describe('the edit form whose lock read waits for the connection', () => {
  it('says it waits beside the spinner while the code is there, and opens the form once online', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(accessCodeKeys.detail(family.access_code_id), family);
    await expectWaitThenOpen(
      () =>
        renderWithClient(
          <EditAccessCodeForm accessCodeId={family.access_code_id} />,
          api.client,
          queryClient,
        ),
      async () =>
        expect(
          await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 }),
        ).toHaveProperty('value', 'Family'),
    );
  });
});

describe('the create form whose load waits for the connection', () => {
  it("says it waits beside the spinner while the lock's read is paused offline, and opens once online", () =>
    expectWaitThenOpen(
      () => renderWithClient(<CreateAccessCodeForm deviceId={backDoor} />, api.client),
      expectCreateFormOpen,
    ));

  it('says it waits beside the spinner while the publishable key waits offline, and opens once online', () =>
    expectWaitThenOpen(
      () => renderWithPublishableKey(api.server, <CreateAccessCodeForm deviceId={backDoor} />),
      expectCreateFormOpen,
    ));
});
