import { PorchlightInvalidPropsError } from '@porchlight/client';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawDevice, stubClient, TestProvider, testQueryClient } from '../test-utils/fake-api.js';
import { DeviceTable } from '../views/navigation.js';
import { PorchlightProvider } from './PorchlightProvider.js';

afterEach(cleanup);

const door = (id: string, name: string) =>
  rawDevice({ device_id: id, properties: { name, online: true, locked: true } });
const alice = stubClient([door('a1', 'Alice Door')]);
const bob = stubClient([door('b1', 'Bob Door')]);

/** Shows what its children threw, in place, as a host's error boundary would. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <p role="alert">{error instanceof Error ? `${error.name}: ${error.message}` : ''}</p>;
  }
}

function Region(props: { name: string; children: ReactNode }) {
  return (
    <section aria-label={props.name}>
      <Boundary>{props.children}</Boundary>
    </section>
  );
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('given two providers on one host cache', () => {
  it("should refuse the second user's provider, naming the fix, and never show it the first user's data", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shared = testQueryClient();
    render(
      <>
        <Region name="alice">
          <TestProvider client={alice} queryClient={shared}>
            <DeviceTable />
          </TestProvider>
        </Region>
        <Region name="bob">
          <TestProvider client={bob} queryClient={shared}>
            <DeviceTable />
          </TestProvider>
        </Region>
      </>,
    );
    expect(await region('alice').findByText('Alice Door')).toBeTruthy();
    const refusal = await region('bob').findByRole('alert');
    expect(refusal.textContent).toContain(PorchlightInvalidPropsError.name);
    expect(refusal.textContent).toContain('give each provider its own QueryClient');
    expect(region('bob').queryByText('Alice Door')).toBeNull();
  });

  it('should let providers of the same client share it', async () => {
    const shared = testQueryClient();
    render(
      <>
        <Region name="table">
          <TestProvider client={alice} queryClient={shared}>
            <DeviceTable />
          </TestProvider>
        </Region>
        <Region name="again">
          <TestProvider client={alice} queryClient={shared}>
            <DeviceTable />
          </TestProvider>
        </Region>
      </>,
    );
    expect(await region('table').findByText('Alice Door')).toBeTruthy();
    expect(await region('again').findByText('Alice Door')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should let a provider for the next user replace the previous one', async () => {
    const shared = testQueryClient();
    const ui = (client: typeof alice, key: string) => (
      <Region name="panel">
        <TestProvider key={key} client={client} queryClient={shared}>
          <DeviceTable />
        </TestProvider>
      </Region>
    );
    const { rerender } = render(ui(alice, 'alice'));
    expect(await region('panel').findByText('Alice Door')).toBeTruthy();
    rerender(ui(bob, 'bob'));
    expect(await region('panel').findByText('Bob Door')).toBeTruthy();
    expect(region('panel').queryByText('Alice Door')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('given two providers with their own caches', () => {
  it("should show each user's own data", async () => {
    const quiet = { disableCssInjection: true, disableFontInjection: true, disableTelemetry: true };
    render(
      <>
        <Region name="alice">
          <PorchlightProvider client={alice} {...quiet}>
            <DeviceTable />
          </PorchlightProvider>
        </Region>
        <Region name="bob">
          <PorchlightProvider client={bob} {...quiet}>
            <DeviceTable />
          </PorchlightProvider>
        </Region>
      </>,
    );
    expect(await region('alice').findByText('Alice Door')).toBeTruthy();
    expect(await region('bob').findByText('Bob Door')).toBeTruthy();
    expect(region('bob').queryByText('Alice Door')).toBeNull();
  });
});
