import { SupportedDeviceTable } from '@porchlight/react';
import type { PageProps } from './page-props.js';

/**
 * A comma-separated page parameter as a list; absent means not set. Entries are trimmed, as the
 * custom elements' list attributes are, so `Google Nest, August` names two makers.
 */
const listParam = (params: URLSearchParams, name: string): string[] | undefined => {
  const raw = params.get(name);
  return raw === null
    ? undefined
    : raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
};

/**
 * Playground page for the supported device catalogue. The host props come from the URL:
 * `manufacturers`, `excludedManufacturers`, `includeIf` and `excludeIf`, each comma-separated.
 */
export function SupportedDevicesPage({ params }: PageProps) {
  const hostProps = ['manufacturers', 'excludedManufacturers', 'includeIf', 'excludeIf'];
  return (
    <SupportedDeviceTable
      // New host props start afresh; other parameters (the theme) keep the view's state.
      key={hostProps.map((name) => params.get(name)).join('|')}
      manufacturers={listParam(params, 'manufacturers')}
      excludedManufacturers={listParam(params, 'excludedManufacturers')}
      includeIf={listParam(params, 'includeIf')}
      excludeIf={listParam(params, 'excludeIf')}
    />
  );
}
