import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient, setupFakeApi } from '../../../test-utils/fake-api.js';
import { CreateAccessCodeForm } from '../../navigation.js';

const api = setupFakeApi();

// The seeded Lobby Intercom takes 4- to 6-digit codes and already holds 55555 (Courier).
async function setup() {
  const deviceId = await api.deviceId('Lobby Intercom');
  renderWithClient(<CreateAccessCodeForm deviceId={deviceId} onSuccess={vi.fn()} />, api.client);
  await screen.findByRole('heading', { name: 'Add new access code' });
  return {
    name: screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    code: screen.getByRole('textbox', { name: 'Code (PIN)' }) as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

/** The text of the elements an input's aria-describedby points at. */
function description(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`).join(' | ');
}

describe('AccessCodeForm errors and required fields', () => {
  it('marks Name and Code required, to the eye and to screen readers', async () => {
    const { name, code } = await setup();
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(code.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('* required')).toBeTruthy();
    // The asterisk is hidden from the accessible name (the roles above matched the plain labels).
    const marks = document.querySelectorAll('.pl-ac-required-mark');
    expect(marks).toHaveLength(2);
    for (const mark of marks) expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('moves focus to the first invalid field and ties each error to its input', async () => {
    const { name, code, save } = await setup();
    await userEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe('Name is required');

    await userEvent.type(name, 'Guest');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(code, '123');
    await userEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(description(code)).toContain('Code length must be one of the following: 4, 5, 6');

    // Both wrong: the first in the form wins.
    await userEvent.clear(name);
    await userEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('moves focus to the field a server error names', async () => {
    const { name, code, save } = await setup();
    await userEvent.type(name, 'Guest');
    await userEvent.type(code, '55555');
    await userEvent.click(save);
    expect(await screen.findByText('This code is already in use on the device')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(description(code)).toContain('This code is already in use on the device');
  });

  it("reads the chosen window as 'Edit times' is reached, not only on the page around it", async () => {
    await setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    const editTimes = screen.getByRole('button', { name: 'Edit times' });
    expect(description(editTimes)).toMatch(/^Start: .+End: .+$/);
  });

  it('says whether each code hint is met in words and an icon, not colour alone', async () => {
    const { code } = await setup();
    const hint = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(hint('Numbers only').textContent).toBe('Numbers only, met');
    expect(hint('4-6 digit code').textContent).toBe('4-6 digit code, met');
    await userEvent.type(code, '12a');
    expect(hint('Numbers only').textContent).toBe('Numbers only, not met');
    expect(hint('4-6 digit code').textContent).toBe('4-6 digit code, not met');
    for (const item of [hint('Numbers only'), hint('4-6 digit code')]) {
      expect(item.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    }
    // The icon differs with the state, so the state shows without colour too.
    await userEvent.clear(code);
    await userEvent.type(code, '1234');
    const metIcon = hint('Numbers only').querySelector('path')?.getAttribute('d');
    await userEvent.type(code, 'x');
    expect(hint('Numbers only').querySelector('path')?.getAttribute('d')).not.toBe(metIcon);
    expect(description(code)).toContain('Numbers only, not met');
  });
});
