import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessCodesMessages as t } from '../../../messages/access-codes.js';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import { useAccessCodeForm } from './use-access-code-form.js';

const OPENED = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T13:30:00Z');

const initialValues: AccessCodeFormValues = {
  name: 'Guest',
  code: '1234',
  type: 'ongoing',
  startDate: '2030-03-01T10:00',
  endDate: '2030-03-02T10:00',
  timeZone: 'UTC',
};

function renderForm(values = initialValues) {
  const onSave = vi.fn(async () => {});
  const hook = renderHook(() =>
    useAccessCodeForm({ t, initialValues: values, onSave, codeLengths: [4], nameOnly: false }),
  );
  return { ...hook, onSave };
}

describe('useAccessCodeForm timing defaults', () => {
  afterEach(() => vi.useRealTimers());

  it('starts the default window when Start/end is chosen, not when the form opened', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: OPENED });
    const { result } = renderForm();
    vi.setSystemTime(LATER);
    act(() => result.current.setType('time_bound'));
    expect(result.current.values).toMatchObject({
      type: 'time_bound',
      startDate: '2030-03-01T13:30',
      endDate: '2030-03-02T13:30',
    });
  });

  it('keeps dates the user picked', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: OPENED });
    const { result } = renderForm();
    act(() => result.current.setType('time_bound'));
    act(() => result.current.setStartDate('2030-05-01T08:00'));
    act(() => result.current.setType('ongoing'));
    vi.setSystemTime(LATER);
    act(() => result.current.setType('time_bound'));
    expect(result.current.values.startDate).toBe('2030-05-01T08:00');
    expect(result.current.values.endDate).toBe('2030-03-02T10:00');
  });

  it("keeps a time-bound code's own dates when editing", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: LATER });
    const timeBound = { ...initialValues, type: 'time_bound' as const };
    const { result } = renderForm(timeBound);
    act(() => result.current.setType('ongoing'));
    act(() => result.current.setType('time_bound'));
    expect(result.current.values.startDate).toBe(timeBound.startDate);
    expect(result.current.values.endDate).toBe(timeBound.endDate);
  });
});
