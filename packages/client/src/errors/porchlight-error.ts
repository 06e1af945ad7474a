/**
 * Base class of every error the client throws on purpose.
 *
 * Names are set explicitly (not from `constructor.name`) so they survive minification. Fields a
 * constructor assigns are `declare`d, so no second (empty) definition of each is emitted.
 */
export class PorchlightError extends Error {
  /** The class's name (`PorchlightApiError`, …), kept through minification for logs and checks. */
  override name = 'PorchlightError';
}

/** The client was given options or credentials it cannot work with. */
export class PorchlightInvalidOptionsError extends PorchlightError {
  override name = 'PorchlightInvalidOptionsError';

  constructor(reason: string) {
    super(`PorchlightClient received invalid options: ${reason}`);
  }
}

/** A query parameter cannot be serialized (null, a function, an object, `['']`, …). */
export class PorchlightQueryParameterError extends PorchlightError {
  override name = 'PorchlightQueryParameterError';
  /** Name of the offending parameter. */
  declare readonly parameter: string;

  constructor(parameter: string, reason: string) {
    super(`Could not serialize parameter: '${parameter}' ${reason}`);
    this.parameter = parameter;
  }
}

/**
 * A method was called with parameters that cannot be sent: not an object, or a body that JSON
 * cannot represent (a `bigint`, a circular structure).
 */
export class PorchlightInvalidParamsError extends PorchlightError {
  override name = 'PorchlightInvalidParamsError';
  /** Path of the operation the parameters were meant for. */
  declare readonly path: string;

  constructor(path: string, reason: string) {
    super(`Invalid parameters for ${path}: ${reason}`);
    this.path = path;
  }
}

/** An internal endpoint was called without `acknowledge_intentional_use_of_internal_api: true`. */
export class PorchlightInternalEndpointError extends PorchlightError {
  override name = 'PorchlightInternalEndpointError';

  constructor() {
    super('This is an internal endpoint and should not be used.');
  }
}

/**
 * A client was needed but none exists (used outside a provider, failed to be created, or still
 * loading).
 */
export class PorchlightClientMissingError extends PorchlightError {
  override name = 'PorchlightClientMissingError';

  constructor() {
    super(
      'Attempted to use a missing Porchlight client: it was used outside a provider, failed to be created, or is still loading.',
    );
  }
}

/** Provider-style props were combined in a way that cannot work, or none was given. */
export class PorchlightInvalidPropsError extends PorchlightError {
  override name = 'PorchlightInvalidPropsError';

  constructor(reason: string) {
    super(`Invalid props: ${reason}`);
  }
}
