import type { DeviceModel, SupportLevel } from '../state/types.js';

/** Source rows for the device catalogue. */
export interface ManufacturerRow {
  slug: string;
  name: string;
  level: SupportLevel;
  category: DeviceModel['main_category'];
  models: string[];
  annotations?: { annotation_code: string; message: string }[];
}

/** Fifteen manufacturers, one with no models, spread over every support level. */
export const MANUFACTURER_ROWS: ManufacturerRow[] = [
  {
    slug: 'august',
    name: 'August',
    level: 'stable',
    category: 'smartlock',
    models: [
      'Wi-Fi Smart Lock',
      'Smart Lock Pro',
      'Smart Lock (3rd Gen)',
      'Smart Keypad',
      'Connect Wi-Fi Bridge',
    ],
  },
  {
    slug: 'schlage',
    name: 'Schlage',
    level: 'stable',
    category: 'smartlock',
    models: [
      'Encode Plus Smart WiFi Deadbolt',
      'Encode Smart WiFi Deadbolt',
      'Encode Smart WiFi Lever',
      'Connect Smart Deadbolt',
      'Sense Smart Deadbolt',
    ],
    annotations: [
      {
        annotation_code: 'subscription_required',
        message:
          'Remote access for Schlage Encode locks requires the Schlage Home app to stay linked.',
      },
    ],
  },
  {
    slug: 'yale',
    name: 'Yale',
    level: 'stable',
    category: 'smartlock',
    models: [
      'Assure Lock 2',
      'Assure Lock 2 Touch',
      'Assure Lever',
      'Approach Lock',
      'Linus Smart Lock L2',
      'Smart Safe',
    ],
  },
  {
    slug: 'kwikset',
    name: 'Kwikset',
    level: 'beta',
    category: 'smartlock',
    models: [
      'Halo Touch',
      'Halo Wi-Fi Smart Lock',
      'Aura Reach',
      'Home Connect 620',
      'SmartCode 916',
    ],
  },
  {
    slug: 'nuki',
    name: 'Nuki',
    level: 'beta',
    category: 'smartlock',
    models: ['Smart Lock 4.0 Pro', 'Smart Lock 4.0', 'Smart Lock Go', 'Keypad 2.0', 'Opener'],
  },
  {
    slug: 'igloohome',
    name: 'igloohome',
    level: 'stable',
    category: 'smartlock',
    models: [
      'Smart Deadbolt 2S',
      'Smart Mortise 2',
      'Smart Padlock 2',
      'Smart Keybox 3',
      'Rim Lock',
    ],
    annotations: [
      {
        annotation_code: 'offline_codes_only',
        message:
          'igloohome locks without a bridge support offline (algorithmic) access codes only.',
      },
    ],
  },
  {
    slug: 'ttlock',
    name: 'TTLock',
    level: 'beta',
    category: 'smartlock',
    models: [
      'Gateway G2',
      'Keypad Lock K5',
      'Smart Lever L3',
      'Padlock P2',
      'Fingerprint Deadbolt F1',
    ],
  },
  {
    slug: 'lockly',
    name: 'Lockly',
    level: 'planned',
    category: 'smartlock',
    models: ['Vision Elite', 'Secure Pro Deadbolt', 'Secure Plus Latch', 'Flex Touch Pro', 'Duo'],
  },
  {
    slug: 'salto',
    name: 'Salto',
    level: 'inquire',
    category: 'smartlock',
    models: ['XS4 One', 'Neo Cylinder', 'Danalock V3', 'XS4 Mini', 'BLUEnet Wall Reader'],
    annotations: [
      {
        annotation_code: 'contact_sales',
        message: 'Salto KS integrations are enabled on request. Contact us to get started.',
      },
    ],
  },
  {
    slug: 'two_n',
    name: '2N',
    level: 'unsupported',
    category: 'intercom',
    models: ['IP Verso 2.0', 'IP Style', 'IP One', 'Access Unit M', 'LTE Verso'],
  },
  {
    slug: 'nest',
    name: 'Google Nest',
    level: 'stable',
    category: 'thermostat',
    models: [
      'Learning Thermostat (4th Gen)',
      'Learning Thermostat (3rd Gen)',
      'Thermostat',
      'Thermostat E',
    ],
    annotations: [
      {
        annotation_code: 'device_access_project_required',
        message: 'Nest thermostats are connected through a Google Device Access project.',
      },
    ],
  },
  {
    slug: 'ecobee',
    name: 'ecobee',
    level: 'stable',
    category: 'thermostat',
    models: [
      'Smart Thermostat Premium',
      'Smart Thermostat Enhanced',
      'SmartThermostat with Voice Control',
      'ecobee3 lite',
    ],
  },
  {
    slug: 'honeywell_resideo',
    name: 'Honeywell Resideo',
    level: 'beta',
    category: 'thermostat',
    models: ['T9 Smart Thermostat', 'T6 Pro Z-Wave', 'T5+ Smart Thermostat', 'Lyric Round'],
  },
  {
    slug: 'wyze',
    name: 'Wyze',
    level: 'planned',
    category: 'smartlock',
    models: ['Lock Bolt', 'Lock', 'Lock Keypad'],
  },
  {
    slug: 'minut',
    name: 'Minut',
    level: 'beta',
    category: 'sensor',
    models: ['Point Noise Monitor', 'Minut 2'],
  },
  {
    slug: 'level',
    name: 'Level Home',
    level: 'stable',
    category: 'smartlock',
    models: [],
    annotations: [
      { annotation_code: 'coming_soon', message: 'Level locks are being added to the catalogue.' },
    ],
  },
];

/** Finishes offered as aesthetic variants. */
export const FINISHES = [
  { slug: 'satin-nickel', display_name: 'Satin Nickel', hex: '#8a8d8f' },
  { slug: 'matte-black', display_name: 'Matte Black', hex: '#1d1d1f' },
  { slug: 'venetian-bronze', display_name: 'Venetian Bronze', hex: '#5b4033' },
  { slug: 'polished-brass', display_name: 'Polished Brass', hex: '#b5a642' },
] as const;

export const CONNECTION_TYPES: DeviceModel['main_connection_type'][] = [
  'wifi',
  'zwave',
  'zigbee',
  'wifi',
  'unknown',
];
