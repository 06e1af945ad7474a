import { PorchlightClient } from '@porchlight/client';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '../../test-utils/fake-api.js';
import { SupportedDeviceTable } from '../navigation.js';

afterEach(cleanup);

const slow = { timeout: 10_000 };

// Shapes the fake API never produces: a catalogue whose fields are missing, unsafe or marked up.
const MANUFACTURERS = [
  { manufacturer_id: 'm-bare', display_name: 'Bare Co', annotations: [], device_model_count: 4 },
  {
    manufacturer_id: 'm-evil',
    display_name: '<img src=x onerror=alert(1)>',
    logo: { url: 'javascript:alert(1)' },
    annotations: [{ annotation_code: 'x', message: '<b>bold</b> note' }],
    device_model_count: 1,
  },
  { manufacturer_id: 'm-empty', display_name: 'No Models Inc', device_model_count: 0 },
];

const MODELS = [
  {
    device_model_id: 'dm-1',
    display_name: 'Bare Lock',
    main_connection_type: 'unknown',
    aesthetic_variants: [],
    manufacturer: { manufacturer_id: 'm-bare', display_name: 'Bare Co', integration: 'stable' },
  },
  {
    device_model_id: 'dm-2',
    aesthetic_variants: [{ images: [{ url: 'data:image/png;base64,AAAA' }] }],
    manufacturer: { manufacturer_id: 'm-bare', display_name: 'Bare Co', integration: 'weird' },
  },
  {
    device_model_id: 'dm-3',
    display_name: '<script>alert(1)</script>',
    main_connection_type: 'carrier_pigeon',
    aesthetic_variants: [
      { manufacturer_sku: '<i>SKU</i>', images: [{ url: 'https://img.test/x.png' }] },
    ],
    manufacturer: { manufacturer_id: 'm-evil', integration: 'beta' },
  },
  {
    device_model_id: 'dm-4',
    display_name: 'Orphan',
    aesthetic_variants: null,
    manufacturer: null,
  },
  null,
  'not a model',
];

function catalogueClient(models: unknown): PorchlightClient {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  return new PorchlightClient(
    { apiKey: 'seam_test_key' },
    {
      endpoint: 'http://catalogue.test',
      retryDelay: 1,
      fetch: async (input) => {
        const path = new URL(String(input)).pathname;
        if (path.endsWith('/manufacturers/list'))
          return json({ ok: true, manufacturers: MANUFACTURERS });
        if (path.endsWith('/device_models/list')) return json({ ok: true, device_models: models });
        return new Response('{}', { status: 404 });
      },
    },
  );
}

describe('SupportedDeviceTable given a malformed catalogue', () => {
  it('renders names with markup as text and never an unsafe URL', async () => {
    const { container } = renderWithClient(<SupportedDeviceTable />, catalogueClient(MODELS));
    await screen.findByRole('heading', { name: 'Bare Co Devices' }, slow);
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror=alert(1)> Devices' }),
    ).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText('<b>bold</b> note')).toBeTruthy();
    expect(container.querySelector('script, b, i')).toBeNull();
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources.every((src) => src?.startsWith('https://'))).toBe(true);
  });

  it('falls back for a missing logo, image, SKU, connection type, name and status', async () => {
    renderWithClient(<SupportedDeviceTable />, catalogueClient(MODELS));
    const bare = await screen.findByRole('region', { name: 'Bare Co Devices' }, slow);
    expect(within(bare).getByRole('img', { name: 'Bare Co logo' }).tagName).toBe('SPAN');
    const rows = within(bare).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.pl-catalogue-model__name')?.textContent)).toEqual([
      'Bare Lock',
      'Unnamed model',
    ]);
    expect(rows[0]?.querySelector('.pl-catalogue-model__details')).toBeNull();
    expect(within(bare).getByRole('img', { name: 'Photo of Unnamed model' }).tagName).toBe('SPAN');
    expect(within(bare).getByText('Inquire')).toBeTruthy();
    expect(screen.getByText('<i>SKU</i> · carrier_pigeon')).toBeTruthy();
  });

  it('groups a model without a manufacturer under a fallback name, last', async () => {
    renderWithClient(<SupportedDeviceTable />, catalogueClient(MODELS));
    await screen.findByRole('heading', { name: 'Bare Co Devices' }, slow);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.at(-1)).toBe('Other manufacturer Devices');
  });

  it('leaves a manufacturer without models out of the dropdown', async () => {
    renderWithClient(<SupportedDeviceTable />, catalogueClient(MODELS));
    await screen.findByRole('heading', { name: 'Bare Co Devices' }, slow);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Filters/ }));
    const options = within(screen.getByRole('combobox', { name: 'Manufacturer' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All', '<img src=x onerror=alert(1)>', 'Bare Co']);
  });

  it('shows the error, not a crash, when the models are not a list', async () => {
    renderWithClient(<SupportedDeviceTable />, catalogueClient({ nope: true }));
    expect(
      await screen.findByText('There was an error fetching device models.', {}, slow),
    ).toBeTruthy();
  });
});
