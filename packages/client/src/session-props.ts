import { PorchlightInvalidPropsError } from './errors/porchlight-error.js';
import { PorchlightClient, type PorchlightClientOptions } from './porchlight-client.js';
import type { RequestOptions } from './transport/http-client.js';

/** The ways a host can hand a session to the views (mutually exclusive). */
export interface SessionProps {
  /** A client the host built itself; combines with no other prop. */
  client?: PorchlightClient | null | undefined;
  /** A publishable key, exchanged for a client session of `userIdentifierKey`'s user. */
  publishableKey?: string | null | undefined;
  /**
   * The host's id of the end user a publishable key opens a session for. Without it a browser
   * fingerprint stands in, with a warning; an e-mail address also draws one, being easy to guess.
   */
  userIdentifierKey?: string | null | undefined;
  /** A client session token (`seam_cst…`) the host's server created for the end user. */
  clientSessionToken?: string | null | undefined;
}

const given = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * Enforces the provider rules: a client combines with nothing, a publishable key not with a
 * client session token, a client session token not with a user identifier key, and one of
 * client, client session token or publishable key is required.
 *
 * @throws {PorchlightInvalidPropsError} naming the conflict or the missing prop.
 */
export const assertSessionProps = (props: SessionProps): void => {
  const { client, publishableKey, userIdentifierKey, clientSessionToken } = props;
  if (given(client)) {
    const others = { publishableKey, userIdentifierKey, clientSessionToken };
    const extra = Object.entries(others).find(([, value]) => given(value));
    if (extra) throw new PorchlightInvalidPropsError(`client cannot be combined with ${extra[0]}`);
    return;
  }
  if (given(clientSessionToken)) {
    if (given(publishableKey)) {
      throw new PorchlightInvalidPropsError(
        'clientSessionToken cannot be combined with publishableKey',
      );
    }
    if (given(userIdentifierKey)) {
      throw new PorchlightInvalidPropsError(
        'clientSessionToken cannot be combined with userIdentifierKey',
      );
    }
    return;
  }
  if (!given(publishableKey)) {
    throw new PorchlightInvalidPropsError(
      'Missing either a client, publishableKey, or clientSessionToken',
    );
  }
};

/**
 * Returns the client the props describe: the given client, one built on the client session
 * token, or one exchanged from the publishable key (see {@link PorchlightClient.fromPublishableKey}).
 * `requestOptions` (`signal`, `timeout`) apply to that exchange only: a provider that unmounts
 * or switches user aborts it.
 */
export const createClientFromProps = async (
  props: SessionProps,
  options: PorchlightClientOptions = {},
  requestOptions?: RequestOptions,
): Promise<PorchlightClient> => {
  assertSessionProps(props);
  if (props.client) return props.client;
  // `given`, not truthiness: an empty token must be reported as a bad token, not fall through to
  // the publishable-key exchange and be blamed on a publishable key nobody passed.
  if (given(props.clientSessionToken)) {
    return new PorchlightClient(
      { clientSessionToken: props.clientSessionToken as string },
      options,
    );
  }
  return PorchlightClient.fromPublishableKey(
    props.publishableKey as string,
    props.userIdentifierKey,
    options,
    requestOptions,
  );
};
