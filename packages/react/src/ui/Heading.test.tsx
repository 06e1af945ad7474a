import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PorchlightContext } from '../provider/porchlight-context.js';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { Heading, HeadingLevelContext } from './Heading.js';

cleanUpAfterEach();

describe('Heading', () => {
  it('starts at the provider level, a view override wins, and depth nests below it', () => {
    render(
      <PorchlightContext.Provider
        value={{
          client: null,
          clientError: null,
          clientPaused: false,
          retryClient: () => undefined,
          telemetry: null,
          headingLevel: 3,
        }}
      >
        <Heading>Provider level</Heading>
        <HeadingLevelContext.Provider value={5}>
          <Heading>View level</Heading>
          <Heading depth={4}>Capped</Heading>
        </HeadingLevelContext.Provider>
      </PorchlightContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Provider level', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'View level', level: 5 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Capped', level: 6 })).toBeTruthy();
  });
});
