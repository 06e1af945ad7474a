import type { Random } from '../state/random.js';
import type { AestheticVariant, DeviceModel, Manufacturer } from '../state/types.js';
import {
  CONNECTION_TYPES,
  FINISHES,
  MANUFACTURER_ROWS,
  type ManufacturerRow,
} from './catalogue-data.js';
import { slugify } from './slug.js';

/** Absolute URL of a generated model image. */
export function modelImageUrl(baseUrl: string, manufacturer: string, model: string): string {
  return `${baseUrl}/_fake/images/models/${slugify(`${manufacturer} ${model}`)}.svg`;
}

function buildManufacturer(row: ManufacturerRow, random: Random, baseUrl: string): Manufacturer {
  return {
    manufacturer_id: random.uuid(),
    display_name: row.name,
    logo: { url: `${baseUrl}/_fake/images/logos/${slugify(row.name)}.svg`, width: 120, height: 40 },
    integration: row.level,
    integration_support_level: row.level,
    is_connect_webview_supported: row.level === 'stable' || row.level === 'beta',
    requires_seam_support_to_add_account: row.level === 'inquire',
    annotations: row.annotations ?? [],
    device_model_count: row.models.length,
  };
}

function variants(
  row: ManufacturerRow,
  model: string,
  index: number,
  baseUrl: string,
): AestheticVariant[] {
  const image = { url: modelImageUrl(baseUrl, row.name, model), width: 240, height: 240 };
  const count = 1 + (index % 3);
  return FINISHES.slice(0, count).map((finish, i) => ({
    slug: finish.slug,
    display_name: finish.display_name,
    primary_color_hex: finish.hex,
    manufacturer_sku: `${row.slug.slice(0, 3).toUpperCase()}-${100 + index * 10 + i}`,
    front_image: image,
    images: [image],
  }));
}

function features(
  row: ManufacturerRow,
  index: number,
): Pick<DeviceModel, 'physical_properties' | 'software_features'> {
  if (row.category === 'thermostat') {
    return {
      physical_properties: {
        available_modes: ['heat', 'cool', 'fan'],
        has_humidity_sensor: index % 2 === 0,
      },
      software_features: { can_program_climate_schedules: true },
    };
  }
  if (row.category === 'sensor') {
    return { physical_properties: { has_noise_sensor: true }, software_features: {} };
  }
  return {
    physical_properties: {
      lock_type: index % 4 === 2 ? 'lever' : 'deadbolt',
      has_camera: index % 5 === 0,
      has_physical_key: index % 3 !== 1,
    },
    software_features: {
      can_remotely_unlock: row.category !== 'intercom' || index % 2 === 0,
      can_program_access_codes: index % 5 !== 4,
      can_program_access_codes_offline: row.slug === 'igloohome' || row.slug === 'ttlock',
      can_program_access_schedules: index % 2 === 0,
    },
  };
}

function buildModel(
  row: ManufacturerRow,
  maker: Manufacturer,
  model: string,
  index: number,
  random: Random,
  baseUrl: string,
): DeviceModel {
  const { annotations: _a, device_model_count: _c, ...manufacturer } = maker;
  return {
    device_model_id: random.uuid(),
    manufacturer,
    is_device_supported: row.level === 'stable' || row.level === 'beta',
    display_name: model,
    description: `${row.name} ${model}`,
    product_url: `https://example.com/${slugify(row.name)}/${slugify(model)}`,
    main_connection_type: CONNECTION_TYPES[index % CONNECTION_TYPES.length] ?? 'unknown',
    main_category: row.category,
    aesthetic_variants: variants(row, model, index, baseUrl),
    power_sources: row.category === 'thermostat' ? ['hardwired'] : ['battery'],
    ...features(row, index),
  };
}

/** Builds the catalogue: manufacturers and their models, with deterministic ids. */
export function buildCatalogue(
  random: Random,
  baseUrl: string,
  rows: readonly ManufacturerRow[] = MANUFACTURER_ROWS,
): { manufacturers: Manufacturer[]; models: DeviceModel[] } {
  const manufacturers: Manufacturer[] = [];
  const models: DeviceModel[] = [];
  for (const row of rows) {
    const maker = buildManufacturer(row, random, baseUrl);
    manufacturers.push(maker);
    row.models.forEach((model, i) => {
      models.push(buildModel(row, maker, model, i, random, baseUrl));
    });
  }
  return { manufacturers, models };
}
