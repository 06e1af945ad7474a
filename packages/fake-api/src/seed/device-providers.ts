import type { DeviceProvider } from '../state/types.js';
import { slugify } from './slug.js';

type Category = DeviceProvider['provider_categories'][number];

/** Providers a Connect Webview offers: the seeded accounts' brands plus a few more. */
const ROWS: [name: string, display: string, categories: Category[]][] = [
  ['august', 'August', ['stable', 'consumer_smartlocks']],
  ['schlage', 'Schlage', ['stable', 'consumer_smartlocks']],
  ['yale', 'Yale', ['stable', 'consumer_smartlocks']],
  ['kwikset', 'Kwikset', ['stable', 'consumer_smartlocks']],
  ['nuki', 'Nuki', ['stable', 'consumer_smartlocks']],
  ['igloohome', 'igloohome', ['stable', 'consumer_smartlocks']],
  ['ttlock', 'TTLock', ['stable', 'consumer_smartlocks']],
  ['lockly', 'Lockly', ['consumer_smartlocks']],
  ['my_2n', '2N', ['stable']],
  ['nest', 'Google Nest', ['stable', 'thermostats']],
  ['ecobee', 'ecobee', ['stable', 'thermostats']],
  ['honeywell_resideo', 'Honeywell Resideo', ['thermostats']],
  ['minut', 'Minut', ['stable', 'noise_sensors']],
  ['noiseaware', 'NoiseAware', ['stable', 'noise_sensors']],
];

/** The provider list, with logos served by the fake itself. */
export function deviceProviders(baseUrl: string): DeviceProvider[] {
  return ROWS.map(([device_provider_name, display_name, provider_categories]) => ({
    device_provider_name,
    display_name,
    image_url: `${baseUrl}/_fake/images/logos/${slugify(display_name)}.svg`,
    provider_categories,
  }));
}
