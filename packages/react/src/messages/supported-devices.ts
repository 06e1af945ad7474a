const CONNECTION_TYPES = new Map([
  ['wifi', 'Wi-Fi'],
  ['zwave', 'Z-Wave'],
  ['zigbee', 'Zigbee'],
  ['bluetooth', 'Bluetooth'],
  ['cellular', 'Cellular'],
  ['matter', 'Matter'],
  ['thread', 'Thread'],
]);

/** Strings of the supported device table. */
export const supportedDevicesMessages = {
  heading: 'Supported devices',
  filters: 'Filters',
  /** Read after 'Filters' on its button: the visible count alone says too little. */
  activeFilters: (count: number) => (count === 0 ? 'none active' : `${count} active`),
  manufacturer: 'Manufacturer',
  allManufacturers: 'All',
  supportedOnly: 'Supported',
  search: 'Search device models',
  searchPlaceholder: 'Search',
  loading: 'Loading device models...',
  loadFailed: 'There was an error fetching device models.',
  noModels: 'No device models found.',
  noMatches: 'No device models matched your search.',
  clearSearch: 'Clear search terms',
  resultCount: (count: number) => (count === 1 ? '1 device model' : `${count} device models`),
  groupHeading: (manufacturer: string) => `${manufacturer} Devices`,
  manufacturerFallback: 'Other manufacturer',
  modelNameFallback: 'Unnamed model',
  logoAlt: (manufacturer: string) => `${manufacturer} logo`,
  modelImageAlt: (model: string) => `Photo of ${model}`,
  seeAll: (count: number) => `See all ${count}`,
  showLess: 'Show less',
  live: 'LIVE',
  beta: 'BETA',
  inquire: 'Inquire',
  /** A `main_connection_type` wire value as shown; unknown values are shown as sent. */
  connectionType: (type: string): string => CONNECTION_TYPES.get(type) ?? type,
};

export type SupportedDevicesMessages = typeof supportedDevicesMessages;
