/** A seeded access code: timing relative to server start, in hours. */
export interface CodeRow {
  device: string;
  name: string;
  code: string;
  window?: [startHours: number, endHours: number];
  error?: { error_code: string; message: string };
  warning?: { warning_code: string; message: string };
  offline?: boolean;
}

export const DEFAULT_CODES: CodeRow[] = [
  { device: 'Front Door', name: 'Jane Cooper', code: '1234' },
  { device: 'Front Door', name: 'Cleaning Crew', code: '482915' },
  {
    device: 'Front Door',
    name: 'Dog Walker',
    code: '7310',
    warning: {
      warning_code: 'code_modified_external_to_seam',
      message: 'Code was modified or removed outside of Seam.',
    },
  },
  { device: 'Front Door', name: 'Guest – Smith Family', code: '55120', window: [-72, 48] },
  { device: 'Front Door', name: 'Guest – Nguyen', code: '66103', window: [48, 168] },
  { device: 'Front Door', name: 'Guest – Patel', code: '90417', window: [-240, -120] },
  {
    device: 'Front Door',
    name: 'Plumber Visit',
    code: '3050',
    window: [2, 6],
    error: {
      error_code: 'failed_to_set_on_device',
      message: 'Failed to set code on the device. It will be retried.',
    },
  },
  { device: 'Front Door', name: 'Package Delivery', code: '8821' },
  { device: 'Back Door', name: 'Family', code: '2468' },
  { device: 'Back Door', name: 'Gardener', code: '1357', window: [-2, 10] },
  {
    device: 'Back Door',
    name: 'Pet Sitter',
    code: '9090',
    error: {
      error_code: 'duplicate_code_on_device',
      message: 'A code with the same PIN already exists on the device.',
    },
  },
  { device: 'Garage', name: 'Garage Opener', code: '424242' },
  {
    device: 'Garage',
    name: 'Contractor',
    code: '77889',
    window: [-24, 24],
    error: {
      error_code: 'account_disconnected',
      message: 'The account this lock belongs to is disconnected.',
    },
  },
  { device: 'Side Gate', name: 'Pool Service', code: '10203', window: [24, 30] },
  { device: 'Side Gate', name: 'Neighbour', code: '6060' },
  { device: 'Guest Suite', name: 'Guest – Müller', code: '314159', window: [-6, 66] },
  {
    device: 'Guest Suite',
    name: 'Housekeeping',
    code: '271828',
    warning: {
      warning_code: 'delay_in_setting_on_device',
      message: 'Setting this code on the device is taking longer than usual.',
    },
  },
  {
    device: 'Storage Room',
    name: 'Offline Guest Code',
    code: '845120',
    window: [-1, 47],
    offline: true,
  },
  { device: 'Storage Room', name: 'Maintenance', code: '4321' },
  { device: 'Lobby Intercom', name: 'Courier', code: '55555' },
  { device: 'Pool Gate', name: 'Lifeguard', code: '112233', window: [-48, 720] },
  { device: 'Pool Gate', name: 'Summer Party', code: '2024', window: [-720, -696] },
  { device: 'Office', name: 'Office Manager', code: '9182736' },
  { device: 'Office', name: 'IT Support', code: '8080808', window: [1, 5] },
];

/** Climate schedules, hours relative to server start. */
export const DEFAULT_SCHEDULES = [
  {
    device: 'Living Room Thermostat',
    name: 'Spring Break',
    window: [-480, -360],
    mode: 'heat_cool',
    heat: 66,
    cool: 78,
    override: true,
  },
  {
    device: 'Living Room Thermostat',
    name: 'Weekend Guests',
    window: [-12, 36],
    mode: 'heat_cool',
    heat: 69,
    cool: 74,
    override: false,
  },
  {
    device: 'Living Room Thermostat',
    name: 'Holiday Away',
    window: [240, 480],
    mode: 'heat_cool',
    heat: 60,
    cool: 82,
    override: true,
  },
  {
    device: 'Bedroom Thermostat',
    name: 'Night Setback',
    window: [20, 30],
    mode: 'heat',
    heat: 64,
    override: true,
  },
  {
    device: 'Basement Thermostat',
    name: 'Summer Cooling',
    window: [-96, -24],
    mode: 'cool',
    cool: 72,
    override: false,
  },
] as const;
