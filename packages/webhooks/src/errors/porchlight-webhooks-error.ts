/**
 * Base class of every error this package throws on purpose: API, transport, required-parameter,
 * secret, signing and verification errors. One `instanceof PorchlightWebhooksError` catches them
 * all. Names are set explicitly (not from `constructor.name`) so they survive minification.
 */
export class PorchlightWebhooksError extends Error {
  /** The class's name (`HttpApiError`, …), set explicitly so it survives minification. */
  override readonly name: string = 'PorchlightWebhooksError';
}
