import { describe, expect, it } from 'vitest';
import { accessCodesMessages as t } from '../../../messages/access-codes.js';
import { saveErrorsOf } from './save-errors.js';

const shown = { code: true, timing: true };
class InvalidInput extends Error {
  constructor(readonly validationErrors: Record<string, { _errors: string[] }>) {
    super('invalid input');
  }
}

describe('saveErrorsOf', () => {
  it('puts the first server message of each field on the field', () => {
    const error = new InvalidInput({
      code: { _errors: ['Code is already used', 'second'] },
      name: { _errors: ['Name is taken'] },
    });
    expect(saveErrorsOf(t, error, shown)).toEqual({
      name: 'Name is taken',
      code: 'Code is already used',
      timing: undefined,
    });
  });

  it('puts window errors on the timing summary', () => {
    const error = new InvalidInput({ ends_at: { _errors: ['ends_at must be after starts_at'] } });
    expect(saveErrorsOf(t, error, shown).timing).toBe('ends_at must be after starts_at');
  });

  it('falls back to the generic message for anything else', () => {
    const generic = { form: 'The code could not be saved. Please try again.' };
    expect(saveErrorsOf(t, new Error('boom'), shown)).toEqual(generic);
    expect(saveErrorsOf(t, new InvalidInput({ device_id: { _errors: ['bad'] } }), shown)).toEqual(
      generic,
    );
    expect(saveErrorsOf(t, new InvalidInput({ code: { _errors: [] } }), shown)).toEqual(generic);
    expect(saveErrorsOf(t, null, shown)).toEqual(generic);
  });

  it('never places a message on a hidden field', () => {
    const error = new InvalidInput({ code: { _errors: ['Code is already used'] } });
    expect(saveErrorsOf(t, error, { code: false, timing: false })).toEqual({
      form: 'The code could not be saved. Please try again.',
    });
  });
});
