import { describe, expect, it } from 'vitest';
import { accessCodesMessages as t } from '../../../messages/access-codes.js';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import { hasErrors, validateAccessCodeForm } from './validation.js';

const values: AccessCodeFormValues = {
  name: 'Front door guest',
  code: '1234',
  type: 'ongoing',
  startDate: '2024-06-01T09:00',
  endDate: '2024-06-02T09:00',
  timeZone: 'Europe/Berlin',
};
const context = { codeLengths: [4, 5, 6], nameOnly: false };
const validate = (patch: Partial<AccessCodeFormValues>, ctx = context) =>
  validateAccessCodeForm(t, { ...values, ...patch }, ctx);

describe('validateAccessCodeForm', () => {
  it('accepts a complete form', () => {
    expect(hasErrors(validate({}))).toBe(false);
    expect(hasErrors(validate({ type: 'time_bound' }))).toBe(false);
  });

  it('requires a name of at most 60 characters, ignoring surrounding spaces', () => {
    expect(validate({ name: '   ' }).name).toBe('Name is required');
    expect(validate({ name: 'x'.repeat(60) }).name).toBeUndefined();
    expect(validate({ name: ` ${'x'.repeat(60)} ` }).name).toBeUndefined();
    expect(validate({ name: 'x'.repeat(61) }).name).toBe('60 characters max');
  });

  it('requires a code of a supported length', () => {
    expect(validate({ code: '' }).code).toBe('Code is required');
    expect(validate({ code: '123' }).code).toBe(
      'Code length must be one of the following: 4, 5, 6',
    );
    expect(validate({ code: '12345' }, { codeLengths: [4, 6], nameOnly: false }).code).toBe(
      'Code length must be one of the following: 4, 6',
    );
    expect(validate({ code: '1' }, { codeLengths: [], nameOnly: false }).code).toBeUndefined();
  });

  it('leaves digits-only to the hint', () => {
    expect(validate({ code: '12a4' }).code).toBeUndefined();
    expect(validate({ code: '1 34' }).code).toBeUndefined();
  });

  it('checks the window of time-bound codes only', () => {
    const bad = { type: 'time_bound' as const, startDate: '' };
    expect(validate(bad).timing).toBe('Enter a valid start and end time');
    expect(validate({ ...bad, type: 'ongoing' }).timing).toBeUndefined();
    expect(
      validate({ type: 'time_bound', startDate: '2024-06-02T09:00', endDate: '2024-06-02T09:00' })
        .timing,
    ).toBe('The end must be after the start');
  });

  it('checks only the name of a name-only form', () => {
    const nameOnly = { codeLengths: [4], nameOnly: true };
    const errors = validate({ code: '', type: 'time_bound', startDate: 'x' }, nameOnly);
    expect(hasErrors(errors)).toBe(false);
    expect(validate({ name: '' }, nameOnly).name).toBe('Name is required');
  });
});

describe('validateAccessCodeForm across a DST fold', () => {
  it('accepts an unchanged saved window that ends in the second pass of a repeated hour', () => {
    // New York, 3 November 2024: 01:50 EDT (05:50Z) to 01:10 EST (06:10Z) is twenty minutes.
    const folded = {
      ...values,
      type: 'time_bound' as const,
      startDate: '2024-11-03T01:50',
      endDate: '2024-11-03T01:10',
      timeZone: 'America/New_York',
    };
    const saved = { starts_at: '2024-11-03T05:50:00Z', ends_at: '2024-11-03T06:10:00Z' };
    expect(validateAccessCodeForm(t, folded, { ...context, saved }).timing).toBeUndefined();
  });
});
