import { plural } from './plural.js';
/** Strings of the climate setting schedule table and details. */
export const climateSettingSchedulesMessages = {
  tableHeading: (count: number) => `Climate setting schedules (${count})`,
  tableHeadingLoading: 'Climate setting schedules',
  searchSchedules: 'Search climate setting schedules',
  noSchedules: 'Sorry, no climate setting schedules were found',
  /** Announced (not shown) when a search changes what the list shows. */
  searchResults: (count: number) =>
    `${count} ${plural(count, 'climate setting schedule', 'climate setting schedules')} shown`,
  loadingSchedules: 'Loading schedules',
  /** Beside the schedules of the thermostats read so far while more devices and schedules are read. */
  loadingMoreSchedules: 'Loading more schedules…',
  loadFailed: 'Climate settings could not be loaded',
  scheduleNameFallback: 'Climate Setting Schedule',
  deviceNameFallback: 'Unknown thermostat',
  starts: (date: string) => `Starts ${date}`,
  ends: (date: string) => `Ends ${date}`,
  expired: (date: string) => `Expired ${date}`,
  datesUnknown: 'Dates unknown',
  detailsTitle: 'Climate setting schedule',
  loadingSchedule: 'Loading schedule',
  scheduleNotFound: 'This climate setting schedule could not be loaded',
  endNote: 'Thermostat will return to its default setting at end time.',
  startEndTimeLabel: 'Start/End Time',
  /** Read between the two times; the arrow shown there is hidden from screen readers. */
  timeRangeJoiner: 'to',
  currentClimate: 'Current climate',
  climateSettingLabel: 'Climate setting',
  manualOverrideLabel: 'Allow manual override',
  creationDateLabel: 'Creation date',
  scheduleIdLabel: 'Schedule ID',
  notSet: '--',
  manualOverrideUpdated: 'Successfully updated manual override!',
  manualOverrideFailed: 'Error updating manual override. Please try again.',
  modeHeat: 'Heat',
  modeCool: 'Cool',
  modeHeatCool: 'Heat & Cool',
  modeOff: 'Off',
  modeUnknown: 'Unknown mode',
  temperature: (value: number, unit: 'fahrenheit' | 'celsius') =>
    `${value}${unit === 'celsius' ? '°C' : '°F'}`,
};

export type ClimateSettingSchedulesMessages = typeof climateSettingSchedulesMessages;
