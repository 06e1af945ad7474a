// @vitest-environment node
import * as client from '@porchlight/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as react from './index.js';

describe('what @porchlight/react passes on from the client', () => {
  it('is the client’s own classes, so instanceof holds across both imports', () => {
    const pairs: Array<[unknown, unknown]> = [
      [react.PorchlightClient, client.PorchlightClient],
      [react.PorchlightError, client.PorchlightError],
      [react.PorchlightApiError, client.PorchlightApiError],
      [react.PorchlightInvalidInputError, client.PorchlightInvalidInputError],
      [react.PorchlightUnauthorizedError, client.PorchlightUnauthorizedError],
      [react.PorchlightActionAttemptPollError, client.PorchlightActionAttemptPollError],
      [react.PorchlightNetworkError, client.PorchlightNetworkError],
      [react.PorchlightTimeoutError, client.PorchlightTimeoutError],
    ];
    for (const [passedOn, own] of pairs) expect(passedOn).toBe(own);
  });

  it('is every error class the client exports, so a host narrows any failure from one import', () => {
    const errorNames = Object.keys(client).filter((name) => /^Porchlight\w*Error$/.test(name));
    expect(errorNames.length).toBeGreaterThan(10);
    const passedOn = react as Record<string, unknown>;
    const missing = errorNames.filter(
      (name) => passedOn[name] !== (client as Record<string, unknown>)[name],
    );
    expect(missing).toEqual([]);
  });

  it('names the models the hooks return', () => {
    expectTypeOf<react.Device>().toEqualTypeOf<client.Device>();
    expectTypeOf<react.AccessCode>().toEqualTypeOf<client.AccessCode>();
    expectTypeOf<react.ClimateSettingSchedule>().toEqualTypeOf<client.ClimateSettingSchedule>();
    expectTypeOf<react.ValidationErrors>().toEqualTypeOf<client.ValidationErrors>();
    expectTypeOf<react.ApiErrorBody>().toEqualTypeOf<client.ApiErrorBody>();
  });
});
