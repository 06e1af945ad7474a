import { getConfig } from '@testing-library/react';
import { expect, it } from 'vitest';

// The whole suite leans on it: a 1 s wait on real HTTP failed tests on a loaded machine.
it("gives Testing Library's waits the loaded-machine limit of vitest.dom-setup.ts", () => {
  expect(getConfig().asyncUtilTimeout).toBe(10_000);
});
