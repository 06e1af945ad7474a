import { describe, expect, it } from 'vitest';
import { refusal } from '../test-utils/refusal.js';
import { getAuthHeaders } from './credentials.js';

const API_KEY = 'seam_test_key_123';
const CST = 'seam_cst_token_456';
const PAT = 'seam_at_token_789';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.payload.signature';

const refused = (credentials: unknown) => refusal(() => getAuthHeaders(credentials));

describe('getAuthHeaders', () => {
  it('sends an API key as bearer authorization only', () => {
    expect(getAuthHeaders({ apiKey: API_KEY }).headers).toEqual({
      authorization: `Bearer ${API_KEY}`,
    });
  });

  it('sends a client session token as bearer and in both client-session-token headers', () => {
    expect(getAuthHeaders({ clientSessionToken: CST }).headers).toEqual({
      authorization: `Bearer ${CST}`,
      'client-session-token': CST,
      'seam-client-session-token': CST,
    });
  });

  it('sends a personal access token with the workspace header', () => {
    expect(getAuthHeaders({ personalAccessToken: PAT, workspaceId: 'ws_1' }).headers).toEqual({
      authorization: `Bearer ${PAT}`,
      'seam-workspace': 'ws_1',
    });
  });

  it('accepts a JWT as personal access token and an access-token apiKey with a workspace', () => {
    expect(getAuthHeaders({ personalAccessToken: JWT, workspaceId: 'ws_1' }).kind).toBe(
      'personal_access_token',
    );
    expect(getAuthHeaders({ apiKey: PAT, workspaceId: 'ws_2' }).headers['seam-workspace']).toBe(
      'ws_2',
    );
  });

  it('lists the secrets so transport errors can redact them', () => {
    expect(getAuthHeaders({ clientSessionToken: CST }).secrets).toEqual([CST]);
  });

  it.each([
    [undefined, 'Must provide either a clientSessionToken, an apiKey, or a personalAccessToken'],
    [{}, 'Must provide either a clientSessionToken, an apiKey, or a personalAccessToken'],
    [{ apiKey: '' }, 'Must provide either a clientSessionToken, an apiKey'],
    [
      { clientSessionToken: '' },
      'Unknown or invalid clientSessionToken format, expected it to start with seam_cst',
    ],
    [
      { apiKey: API_KEY, clientSessionToken: CST },
      'A clientSessionToken cannot be combined with an apiKey',
    ],
    [
      { clientSessionToken: CST, personalAccessToken: PAT },
      'A clientSessionToken cannot be combined with a personalAccessToken',
    ],
    [
      { clientSessionToken: CST, userIdentifierKey: 'user-1' },
      'A clientSessionToken cannot be combined with a userIdentifierKey',
    ],
    [
      { clientSessionToken: CST, workspaceId: 'ws_1' },
      'A clientSessionToken cannot be combined with a workspaceId',
    ],
    [
      { clientSessionToken: 'seam_other' },
      'Unknown or invalid clientSessionToken format, expected it to start with seam_cst',
    ],
    [{ apiKey: CST }, 'A client session token cannot be used as an apiKey'],
    [{ apiKey: 'seam_pk_abc' }, 'A publishableKey cannot be used as an apiKey'],
    [
      { apiKey: 'sk_live_123' },
      'Unknown or invalid apiKey format, expected it to start with seam_',
    ],
    [
      { apiKey: JWT },
      'A JWT cannot be used as an apiKey: it is an access token, pass it as { personalAccessToken, workspaceId }',
    ],
    [
      { apiKey: PAT },
      'An access token (seam_at…) cannot be used as an apiKey without a workspaceId: pass it as { personalAccessToken, workspaceId }',
    ],
    [
      { apiKey: API_KEY, workspaceId: 'ws_1' },
      'An apiKey that is not an access token (seam_at… or a JWT) cannot be combined with a workspaceId',
    ],
    [
      { apiKey: API_KEY, personalAccessToken: PAT },
      'An apiKey cannot be combined with a personalAccessToken',
    ],
    [
      { personalAccessToken: API_KEY, workspaceId: 'ws_1' },
      'Unknown or invalid personalAccessToken format, expected it to start with seam_at or be a JWT',
    ],
    [
      { personalAccessToken: CST, workspaceId: 'ws_1' },
      'A client session token cannot be used as a personalAccessToken',
    ],
    [
      { publishableKey: 'seam_pk_1' },
      'A publishableKey must be exchanged for a client session with PorchlightClient.fromPublishableKey',
    ],
  ])('refuses %j', (credentials, message) => {
    const error = refused(credentials);
    expect(error.message).toContain('PorchlightClient received invalid options: ');
    expect(error.message).toContain(message);
  });

  it.each([
    ['apiKey', { apiKey: 'seam_secret\nXYZ\n' }],
    ['apiKey', { apiKey: 'seam_secretXYZ\u0000 ' }],
    ['apiKey', { apiKey: ' seam_secret\rXYZ' }],
    ['clientSessionToken', { clientSessionToken: 'seam_cst_secret\r\nXYZ' }],
    ['personalAccessToken', { personalAccessToken: 'seam_at_secret XYZ', workspaceId: 'ws_1' }],
    ['workspaceId', { personalAccessToken: PAT, workspaceId: 'ws_1\n' }],
  ])('refuses %s when a header cannot carry it, quoting no piece of it', (name, credentials) => {
    const error = refused(credentials);
    expect(error.message).toBe(
      `PorchlightClient received invalid options: ${name} contains whitespace, a line break or a character an HTTP header cannot carry (often a trailing newline read from a file or environment variable): pass it exactly as issued`,
    );
    expect(`${error.message} ${error.stack}`).not.toMatch(/secret|XYZ|ws_1/);
  });

  it('never repeats the refused secret in the message', () => {
    for (const credentials of [
      { apiKey: CST },
      { apiKey: 'sk_live_secret' },
      { clientSessionToken: 'seam_wrong_secret' },
      { apiKey: API_KEY, workspaceId: 'ws' },
      { apiKey: PAT },
    ]) {
      const secret = Object.values(credentials)[0] as string;
      expect(refused(credentials).message).not.toContain(secret);
    }
  });
});
