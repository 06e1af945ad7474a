import { LONGEST_QUOTED_KEY, looksLikeCredential } from './auth/credential-like.js';
import { PorchlightInvalidOptionsError } from './errors/porchlight-error.js';

/** Every key of `PorchlightClientOptions`; anything else is a typo or a misplaced credential. */
export const CLIENT_OPTION_KEYS = [
  'endpoint',
  'fetch',
  'timeout',
  'retries',
  'retryDelay',
  'waitForActionAttempt',
  'onWarning',
] as const;

/** Every key the credentials object (the first constructor argument) may hold. */
export const CREDENTIAL_KEYS = [
  'apiKey',
  'clientSessionToken',
  'personalAccessToken',
  'workspaceId',
  'publishableKey',
  'userIdentifierKey',
] as const;

const isOneOf = (list: readonly string[], key: string) => list.includes(key);

/**
 * The message for an unknown key: quoted when it reads like a typo; described by position, with
 * the fix, when it could be a secret passed as a name (`{ [apiKey]: true }`), since no secret may
 * reach an error or a log.
 */
const unknownKey = (
  kind: 'credential' | 'option',
  key: string,
  index: number,
  expected: string,
  secrets: readonly string[],
): string =>
  looksLikeCredential(key, secrets)
    ? `Unknown ${kind} at key ${index + 1} (not shown: the name looks like a key or token, or is over ${LONGEST_QUOTED_KEY} characters): expected ${expected}. A key or token is a value, never a name: new PorchlightClient({ apiKey: key }, options)`
    : `Unknown ${kind} ${JSON.stringify(key)}: expected ${expected}`;

/**
 * Refuses an options key found among the credentials (`{ apiKey, endpoint }`): left there it
 * would be ignored and the key sent to the production endpoint. The message shows the fix.
 *
 * @throws {PorchlightInvalidOptionsError}
 */
export function assertCredentialKeys(credentials: object): void {
  // The credentials' own values are secrets too: a name that repeats one is not quoted either.
  const values = Object.values(credentials).filter((v): v is string => typeof v === 'string');
  for (const [index, key] of Object.keys(credentials).entries()) {
    if (isOneOf(CREDENTIAL_KEYS, key)) continue;
    if (isOneOf(CLIENT_OPTION_KEYS, key)) {
      throw new PorchlightInvalidOptionsError(
        `${key} is an option, not a credential: pass it as the second argument, new PorchlightClient({ apiKey }, { ${key} })`,
      );
    }
    throw new PorchlightInvalidOptionsError(
      unknownKey('credential', key, index, CREDENTIAL_KEYS.slice(0, 4).join(', '), values),
    );
  }
}

/**
 * Refuses unknown option keys (a misspelt `endpiont` would otherwise send requests to the
 * production endpoint) and credentials passed as options. An unknown name that could be a secret
 * (a key prefix, a JWT, one of `secrets`, a very long name) is described, never quoted.
 *
 * @throws {PorchlightInvalidOptionsError}
 */
export function assertClientOptionKeys(options: object, secrets: readonly string[] = []): void {
  for (const [index, key] of Object.keys(options).entries()) {
    if (isOneOf(CLIENT_OPTION_KEYS, key)) continue;
    if (isOneOf(CREDENTIAL_KEYS, key)) {
      throw new PorchlightInvalidOptionsError(
        `${key} is a credential, not an option: pass it in the first argument, new PorchlightClient({ ${key} }, options)`,
      );
    }
    if (key === 'signal') {
      throw new PorchlightInvalidOptionsError(
        'signal is a per-call option, not a client option: pass it with the call, client.devices.list(params, { signal }) or PorchlightClient.fromPublishableKey(key, user, options, { signal })',
      );
    }
    throw new PorchlightInvalidOptionsError(
      unknownKey('option', key, index, `one of ${CLIENT_OPTION_KEYS.join(', ')}`, secrets),
    );
  }
}
