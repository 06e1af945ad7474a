import { afterEach, describe, expect, it } from 'vitest';
import {
  PorchlightInvalidOptionsError,
  PorchlightInvalidPropsError,
} from './errors/porchlight-error.js';
import { PorchlightClient } from './porchlight-client.js';
import { assertSessionProps, createClientFromProps, type SessionProps } from './session-props.js';
import { type LocalServer, sendJson, startServer } from './test-utils/local-server.js';

const client = new PorchlightClient({ apiKey: 'seam_key' });

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('assertSessionProps', () => {
  it.each<[SessionProps, string]>([
    [
      { client, publishableKey: 'seam_pk1' },
      'Invalid props: client cannot be combined with publishableKey',
    ],
    [
      { client, userIdentifierKey: 'u' },
      'Invalid props: client cannot be combined with userIdentifierKey',
    ],
    [
      { client, clientSessionToken: 'seam_cst1' },
      'Invalid props: client cannot be combined with clientSessionToken',
    ],
    [
      { clientSessionToken: 'seam_cst1', publishableKey: 'seam_pk1' },
      'Invalid props: clientSessionToken cannot be combined with publishableKey',
    ],
    [
      { clientSessionToken: 'seam_cst1', userIdentifierKey: 'u' },
      'Invalid props: clientSessionToken cannot be combined with userIdentifierKey',
    ],
    [{}, 'Invalid props: Missing either a client, publishableKey, or clientSessionToken'],
    [{ userIdentifierKey: 'u' }, 'Missing either a client, publishableKey, or clientSessionToken'],
  ])('refuses %o', (props, message) => {
    expect(() => assertSessionProps(props)).toThrow(PorchlightInvalidPropsError);
    expect(() => assertSessionProps(props)).toThrow(message);
  });

  it('accepts each source alone (and a publishable key with a user identifier key)', () => {
    expect(() => assertSessionProps({ client })).not.toThrow();
    expect(() => assertSessionProps({ clientSessionToken: 'seam_cst1' })).not.toThrow();
    expect(() =>
      assertSessionProps({ publishableKey: 'seam_pk1', userIdentifierKey: 'u' }),
    ).not.toThrow();
  });
});

describe('createClientFromProps', () => {
  it('returns the given client, or builds one from a token or a publishable key', async () => {
    await expect(createClientFromProps({ client })).resolves.toBe(client);
    const fromToken = await createClientFromProps({ clientSessionToken: 'seam_cst1' });
    expect(fromToken.clientSession).toBeNull();
    server = await startServer((_, res) =>
      sendJson(res, 200, {
        ok: true,
        client_session: { client_session_id: 'cs', token: 'seam_cst2', workspace_id: 'ws' },
      }),
    );
    const fromKey = await createClientFromProps(
      { publishableKey: 'seam_pk1', userIdentifierKey: 'user-1' },
      { endpoint: server.url },
    );
    expect(fromKey.clientSession?.token).toBe('seam_cst2');
  });

  it('reports an empty client session token as a bad token, not as a bad publishable key', async () => {
    const error = await createClientFromProps({ clientSessionToken: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
    expect((error as Error).message).toBe(
      'PorchlightClient received invalid options: Unknown or invalid clientSessionToken format, expected it to start with seam_cst',
    );
  });
});
