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

  it('names the models the hooks return', () => {
    expectTypeOf<react.Device>().toEqualTypeOf<client.Device>();
    expectTypeOf<react.AccessCode>().toEqualTypeOf<client.AccessCode>();
    expectTypeOf<react.ClimateSettingSchedule>().toEqualTypeOf<client.ClimateSettingSchedule>();
  });
});
