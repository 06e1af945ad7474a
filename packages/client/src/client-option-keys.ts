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
 * Refuses an options key found among the credentials (`{ apiKey, endpoint }`): left there it
 * would be ignored and the key sent to the production endpoint. The message shows the fix.
 *
 * @throws {PorchlightInvalidOptionsError}
 */
export function assertCredentialKeys(credentials: object): void {
  for (const key of Object.keys(credentials)) {
    if (isOneOf(CREDENTIAL_KEYS, key)) continue;
    if (isOneOf(CLIENT_OPTION_KEYS, key)) {
      throw new PorchlightInvalidOptionsError(
        `${key} is an option, not a credential: pass it as the second argument, new PorchlightClient({ apiKey }, { ${key} })`,
      );
    }
    throw new PorchlightInvalidOptionsError(
      `Unknown credential ${JSON.stringify(key)}: expected ${CREDENTIAL_KEYS.slice(0, 4).join(', ')}`,
    );
  }
}

/**
 * Refuses unknown option keys (a misspelt `endpiont` would otherwise send requests to the
 * production endpoint) and credentials passed as options.
 *
 * @throws {PorchlightInvalidOptionsError}
 */
export function assertClientOptionKeys(options: object): void {
  for (const key of Object.keys(options)) {
    if (isOneOf(CLIENT_OPTION_KEYS, key)) continue;
    if (isOneOf(CREDENTIAL_KEYS, key)) {
      throw new PorchlightInvalidOptionsError(
        `${key} is a credential, not an option: pass it in the first argument, new PorchlightClient({ ${key} }, options)`,
      );
    }
    throw new PorchlightInvalidOptionsError(
      `Unknown option ${JSON.stringify(key)}: expected one of ${CLIENT_OPTION_KEYS.join(', ')}`,
    );
  }
}
