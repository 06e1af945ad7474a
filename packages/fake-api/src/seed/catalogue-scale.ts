import type { DeviceModel } from '../state/types.js';
import type { ManufacturerRow } from './catalogue-data.js';
import { slugify } from './slug.js';

const FIRST = [
  'Acme',
  'Beacon',
  'Castle',
  'Delta',
  'Ember',
  'Forge',
  'Granite',
  'Harbor',
  'Iron',
  'Juniper',
];
const SECOND = [
  'Locks',
  'Security',
  'Home',
  'Systems',
  'Access',
  'Labs',
  'Smart',
  'Tech',
  'Works',
  'Devices',
];
const CATEGORIES: DeviceModel['main_category'][] = [
  'smartlock',
  'smartlock',
  'thermostat',
  'sensor',
];
const KINDS: Record<DeviceModel['main_category'], string> = {
  smartlock: 'Smart Lock',
  thermostat: 'Thermostat',
  sensor: 'Noise Sensor',
  intercom: 'Intercom',
  relay: 'Relay',
};
const EDITIONS = ['Pro', 'Lite', 'Max', 'Mini', 'Plus'];

/**
 * Source rows of the large catalogue: 100 manufacturers of 20 models each (2,000 models), all
 * stable or beta so the table's default (supported only) shows every one. For the catalogue
 * benchmark and for trying the table at size.
 */
export function scaleCatalogueRows(manufacturers = 100, modelsEach = 20): ManufacturerRow[] {
  return Array.from({ length: manufacturers }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}${
      i >= FIRST.length * SECOND.length
        ? ` ${Math.floor(i / (FIRST.length * SECOND.length)) + 1}`
        : ''
    }`;
    const category = CATEGORIES[i % CATEGORIES.length] ?? 'smartlock';
    const kind = KINDS[category];
    return {
      slug: slugify(name),
      name,
      level: i % 2 === 0 ? 'stable' : 'beta',
      category,
      models: Array.from(
        { length: modelsEach },
        (_, m) => `${kind} ${EDITIONS[m % EDITIONS.length]} ${Math.floor(m / EDITIONS.length) + 1}`,
      ),
      ...(i % 7 === 0
        ? {
            annotations: [
              {
                annotation_code: 'subscription_required',
                message: `Remote access for ${name} devices needs the maker's cloud subscription.`,
              },
            ],
          }
        : {}),
    };
  });
}
