import { expect } from 'vitest';
import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';

/** Runs `run`, which must refuse its options, and returns the typed error (fails the test otherwise). */
export function refusal(run: () => unknown): PorchlightInvalidOptionsError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
    return error as PorchlightInvalidOptionsError;
  }
  throw new Error('expected the call to be refused');
}
