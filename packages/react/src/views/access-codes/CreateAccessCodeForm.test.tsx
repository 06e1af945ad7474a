import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateAccessCodeForm } from './CreateAccessCodeForm.js';
import { fakeClient, renderWithClient } from './test-utils/fake-client.js';

class InvalidInput extends Error {
  constructor(readonly validationErrors: Record<string, { _errors: string[] }>) {
    super('invalid_input');
  }
}

async function setup() {
  const client = fakeClient([]);
  const onSuccess = vi.fn();
  renderWithClient(<CreateAccessCodeForm deviceId="dev1" onSuccess={onSuccess} />, client);
  await screen.findByRole('heading', { name: 'Add new access code' });
  return {
    client,
    onSuccess,
    name: screen.getByRole('textbox', { name: 'Name' }),
    code: screen.getByRole('textbox', { name: 'Code (PIN)' }),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

describe('CreateAccessCodeForm', () => {
  it('shows the device subheading, defaults to ongoing and hints the code lengths', async () => {
    const { code } = await setup();
    expect(screen.getByText('Front Door')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Ongoing' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('4-6 digit code')).toBeTruthy();
    await userEvent.type(code, '12 a');
    expect(screen.getByText('Numbers only').className).toContain('unmet');
  });

  it('ignores a submit with an empty name and checks the code length', async () => {
    const { client, name, code, save } = await setup();
    await userEvent.click(save);
    expect(screen.getByText('Name is required')).toBeTruthy();
    await userEvent.type(name, 'Guest');
    await userEvent.type(code, '123');
    await userEvent.click(save);
    expect(screen.getByText('Code length must be one of the following: 4-6')).toBeTruthy();
    expect(client.accessCodes.create).not.toHaveBeenCalled();
  });

  it('fills the code from Generate code and saves once however often Save is pressed', async () => {
    const { client, onSuccess, name, code, save } = await setup();
    let finish: (value: unknown) => void = () => {};
    client.accessCodes.create.mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)) as never,
    );
    await userEvent.type(name, 'Guest');
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await waitFor(() => expect((code as HTMLInputElement).value).toBe('4821'));
    await userEvent.click(save);
    await userEvent.click(save);
    expect(client.accessCodes.create).toHaveBeenCalledTimes(1);
    expect(client.accessCodes.create).toHaveBeenCalledWith({
      device_id: 'dev1',
      name: 'Guest',
      code: '4821',
    });
    finish({ access_code_id: 'new1' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('new1'));
  });

  it('shows server field errors on their fields and keeps every value on failure', async () => {
    const { client, name, code, save } = await setup();
    client.accessCodes.create.mockRejectedValueOnce(
      new InvalidInput({ code: { _errors: ['Code 1111 is already in use'] } }),
    );
    client.accessCodes.create.mockRejectedValueOnce(new Error('500'));
    await userEvent.type(name, 'Guest');
    await userEvent.type(code, '1111');
    await userEvent.click(save);
    expect(await screen.findByText('Code 1111 is already in use')).toBeTruthy();
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code could not be saved. Please try again.',
    );
    expect((name as HTMLInputElement).value).toBe('Guest');
    expect((code as HTMLInputElement).value).toBe('1111');
  });

  it('sends a start/end window converted from the chosen zone', async () => {
    const { client, name, code } = await setup();
    await userEvent.type(name, 'Stay');
    await userEvent.type(code, '2468');
    await userEvent.click(screen.getByRole('radio', { name: 'Start/end times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit times' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use local time zone' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Time zone' }),
      'Asia/Tokyo',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const start = screen.getByLabelText('Start time') as HTMLInputElement;
    const end = screen.getByLabelText('End time') as HTMLInputElement;
    await userEvent.clear(start);
    await userEvent.type(start, '2030-01-10T09:00');
    await userEvent.clear(end);
    await userEvent.type(end, '2030-01-11T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.accessCodes.create).toHaveBeenCalledWith({
        device_id: 'dev1',
        name: 'Stay',
        code: '2468',
        starts_at: '2030-01-10T00:00:00.000Z',
        ends_at: '2030-01-11T00:00:00.000Z',
      }),
    );
  });
});
