import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PorchlightProvider } from '../../provider/PorchlightProvider.js';
import {
  clearTelemetry,
  setupFakeApi,
  telemetryEvents,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { AccessCodeTable } from '../navigation.js';

const api = setupFakeApi();
let backDoor = '';

beforeEach(async () => {
  backDoor = await api.deviceId('Back Door');
  await clearTelemetry(api.server);
});

const screens = async (): Promise<string[]> =>
  (await telemetryEvents(api.server))
    .filter((event) => event.type === 'screen')
    .map((event) => event.name ?? '');

describe('access-code screen telemetry', () => {
  it('reports each access-code screen as the device views do', async () => {
    render(
      <PorchlightProvider
        publishableKey={api.server.keys.publishable_key}
        userIdentifierKey={api.server.keys.user_identifier_key}
        endpoint={api.server.url}
        queryClient={testQueryClient()}
        disableCssInjection
        disableFontInjection
      >
        <AccessCodeTable deviceId={backDoor} />
      </PorchlightProvider>,
    );
    await waitFor(async () => expect(await screens()).toContain('AccessCodeTable'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add access code' }));
    await waitFor(async () => expect(await screens()).toContain('CreateAccessCodeForm'));
  });
});
