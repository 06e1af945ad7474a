import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportedDevicesPage } from './SupportedDevicesPage.js';

const received = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));

vi.mock('@porchlight/react', () => ({
  SupportedDeviceTable: (props: Record<string, unknown>) => {
    received.props.push(props);
    return null;
  },
}));

const renderWith = (query: string) => {
  received.props = [];
  render(<SupportedDevicesPage params={new URLSearchParams(query)} navigate={() => undefined} />);
  return received.props.at(-1) ?? {};
};

describe('the supported devices page', () => {
  afterEach(cleanup);

  // The docs' example list is "Google Nest, August", as the elements' attributes take it: the
  // entries must reach the view trimmed, or ' August' matches no manufacturer.
  it('trims each entry of a comma-separated list, as the custom elements do', () => {
    const props = renderWith(
      'manufacturers=Google Nest, August&excludedManufacturers= Yale &includeIf=can_remotely_unlock, can_program_online_access_codes',
    );
    expect(props.manufacturers).toEqual(['Google Nest', 'August']);
    expect(props.excludedManufacturers).toEqual(['Yale']);
    expect(props.includeIf).toEqual(['can_remotely_unlock', 'can_program_online_access_codes']);
  });

  it('leaves a list unset when its parameter is absent, and empty entries out', () => {
    const props = renderWith('manufacturers=August,,');
    expect(props.manufacturers).toEqual(['August']);
    expect(props.excludedManufacturers).toBeUndefined();
  });
});
