import { PorchlightClient } from '@porchlight/client';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithClient, setupFakeApi } from '../../../test-utils/fake-api.js';
import { AccessCodeTable } from '../../navigation.js';

const api = setupFakeApi();
let backDoor = '';

beforeEach(async () => {
  backDoor = await api.deviceId('Back Door');
});

/** The server commits the create, then the connection drops before its answer arrives. */
function droppingAfterCommit(): PorchlightClient {
  return new PorchlightClient(
    { apiKey: api.server.keys.api_key },
    {
      endpoint: api.server.url,
      retryDelay: 1,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (new URL(String(input)).pathname !== '/access_codes/create') return response;
        await response.arrayBuffer();
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
      },
    },
  );
}

describe('a create whose answer is lost after the server saved it', () => {
  it('says the code was found on the lock, lists it once and creates no duplicate', async () => {
    renderWithClient(<AccessCodeTable deviceId={backDoor} />, droppingAfterCommit());
    await userEvent.click(await screen.findByRole('button', { name: 'Add access code' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Window cleaner');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code (PIN)' }), '8642');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/the code was found on the lock/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Access Codes (4)' })).toBeTruthy();
    const { access_codes } = await api.api<{ access_codes: Array<{ name: string }> }>(
      '/access_codes/list',
      { device_id: backDoor },
    );
    expect(access_codes.filter((code) => code.name === 'Window cleaner')).toHaveLength(1);
  });
});
