import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithPublishableKey, setupFakeApi } from '../../../test-utils/fake-api.js';
import { CreateAccessCodeForm } from '../../navigation.js';

const api = setupFakeApi();

describe('CreateAccessCodeForm while the publishable key is exchanged', () => {
  it('waits for the session before showing the form, so nothing typed is lost', async () => {
    const frontDoor = await api.deviceId('Front Door');
    renderWithPublishableKey(api.server, <CreateAccessCodeForm deviceId={frontDoor} />);
    // No client yet: the form must not be up, only to give way to a spinner when one arrives.
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Early guest');
    await screen.findByText('Front Door');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Early guest');
  });
});
