/*
 * What each prop of each public view does, one sentence each, for the playground's props tables.
 * Where the prop has TSDoc (packages/react/src/views/**), the sentence says the same thing; a
 * flag a view accepts only so a host can pass one set of flags to every view says it has no
 * effect there, so nobody waits for a change that never comes.
 */

type Descriptions = Readonly<Record<string, string>>;

const VIEW_SHELL: Descriptions = {
  className: "Extra class on the view's root element.",
  headingLevel: "Level of the view's title heading, so it fits the host page's outline.",
  onBack: 'Shows a back button that calls this.',
};

const OPENED_TABLE_CLICKS: Descriptions = {
  onAccessCodeClick:
    "Called with a code's id when it is clicked in an access code table this view opens; returning exactly false keeps the view from opening the code's details.",
  preventDefaultOnAccessCodeClick:
    "Never open a code's details from an access code table this view opens.",
  onClimateSettingScheduleClick:
    "Called with a schedule's id when it is clicked in a schedule table this view opens; returning exactly false keeps the view from opening the schedule's details.",
  preventDefaultOnClimateSettingScheduleClick:
    "Never open a schedule's details from a schedule table this view opens.",
};

const DEVICE_VIEW: Descriptions = {
  ...VIEW_SHELL,
  ...OPENED_TABLE_CLICKS,
  errorFilter: 'Keeps only the errors that return true (alerts, icons, issue chips).',
  warningFilter: 'Keeps only the warnings that return true.',
  disableLockUnlock:
    'Hides the Lock/Unlock button in lock details and in the access code views they open.',
  disableResourceIds:
    'Hides resource ids such as the Device ID and the access code id, here and in the views this view opens.',
  disableCreateAccessCode: 'Hides the add button of the access code tables this view opens.',
  disableEditAccessCode: 'Hides Edit on the access codes this view opens.',
  disableDeleteAccessCode: 'Hides Delete on the access codes this view opens.',
  disableClimateSettingSchedules:
    "Hides a thermostat's Scheduled climates row and Default settings.",
  disableSearch: 'Hides the search box of the tables this view opens.',
  onClimateSettingSchedulesClick:
    "Called with the device id when a thermostat's Scheduled climates row is clicked; returning exactly false keeps the view from opening the schedules.",
  preventDefaultOnClimateSettingSchedulesClick:
    'Never open the built-in schedule table from a thermostat: the host handles the click.',
};

const ACCESS_CODE_VIEW: Descriptions = {
  ...VIEW_SHELL,
  errorFilter: 'Keeps only the errors that return true (alerts, icons and the issue filter).',
  warningFilter: 'Keeps only the warnings that return true.',
  disableCreateAccessCode: 'Hides the add button.',
  disableEditAccessCode: "Hides Edit in each code's menu and details.",
  disableDeleteAccessCode: "Hides Delete in each code's menu and details.",
  disableLockUnlock: "Hides the Lock/Unlock button of a code's lock.",
  disableResourceIds: 'Hides resource ids such as the access code id.',
};

// The forms show no issues, ids, lock or other codes: these flags are shared by every access
// code view so one set can be passed to all of them.
const NO_EFFECT_IN_FORM = 'No effect in this form (shared by every access code view).';
const ACCESS_CODE_FORM: Descriptions = {
  ...VIEW_SHELL,
  onBack: 'Shows a back button and a Cancel button that call this.',
  errorFilter: NO_EFFECT_IN_FORM,
  warningFilter: NO_EFFECT_IN_FORM,
  disableCreateAccessCode: NO_EFFECT_IN_FORM,
  disableEditAccessCode: NO_EFFECT_IN_FORM,
  disableDeleteAccessCode: NO_EFFECT_IN_FORM,
  disableLockUnlock: NO_EFFECT_IN_FORM,
  disableResourceIds: NO_EFFECT_IN_FORM,
};

const SCHEDULE_VIEW: Descriptions = {
  ...VIEW_SHELL,
  temperatureUnit:
    "The unit of the set points shown (default: the thermostat card's °F/°C choice, Fahrenheit until changed).",
  disableResourceIds: 'No effect: the schedule views show no resource ids.',
};

const THERMOSTAT_NO_CODES =
  'No effect: a thermostat opens no access codes (accepted so one set of device flags fits every device view).';

/** The description of each prop of each view, by the view's component name. */
export const PROP_DESCRIPTIONS: Readonly<Record<string, Descriptions>> = {
  DeviceTable: {
    ...DEVICE_VIEW,
    disableSearch: 'Hides the search box, here and in the tables this view opens.',
    deviceIds: 'Only these devices.',
    connectedAccountIds: 'Only devices of these connected accounts.',
    deviceFilter: 'Keeps only the devices that return true (after the lock/thermostat rule).',
    deviceComparator: 'Orders the devices (default: as the API returns them).',
    onDeviceClick:
      "Called with the device's id when a device is opened; returning exactly false keeps the table from opening the device's details for this click.",
    preventDefaultOnDeviceClick: 'Never open the built-in details: the host handles every click.',
    heading:
      'Replaces the title; null hides it from view, while screen readers still hear the default title with its count.',
  },
  DeviceDetails: {
    ...DEVICE_VIEW,
    deviceId: 'The device shown: lock details for a lock, the thermostat view for a thermostat.',
  },
  AccessCodeTable: {
    ...ACCESS_CODE_VIEW,
    deviceId: 'The lock whose codes are listed.',
    disableSearch: 'Hides the search box.',
    accessCodeFilter:
      'Replaces the default search (trimmed, case-insensitive name or code); gets the raw text.',
    accessCodeComparator: 'Replaces the default order (created_at ascending).',
    onAccessCodeClick:
      "Called with the code's id when a code is opened (row or 'View code details'); returning exactly false keeps the table from opening its own details view for this click.",
    preventDefaultOnAccessCodeClick:
      'Never open the built-in details view: the host handles every click.',
    onDeviceClick:
      "Called by a code's 'Device details' instead of opening the device inside the table.",
    heading:
      "Replaces the 'Access Codes' heading; null hides it (and its count) from view, while screen readers still get the default heading.",
  },
  AccessCodeDetails: {
    ...ACCESS_CODE_VIEW,
    accessCodeId: 'The access code shown.',
    disableCreateAccessCode: 'Hides the add button of the access code table its lock opens.',
    disableEditAccessCode: 'Hides the Edit button.',
    disableDeleteAccessCode: 'Hides the Delete button.',
    onEdit:
      'Called by the Edit button instead of opening the edit form inside this view (whose Save and back button return here).',
    onDeleted: 'Called after the code was deleted (the view has nothing left to show).',
    onDeviceClick:
      "Called by 'Device details' instead of opening the device's details inside this view (its back button returns here).",
  },
  CreateAccessCodeForm: {
    ...ACCESS_CODE_FORM,
    deviceId: 'The lock the new code is added to.',
    onSuccess:
      "Called with the new code's id once it is saved; recovered is true when the connection was lost after sending and a re-read found the code on the lock.",
  },
  EditAccessCodeForm: {
    ...ACCESS_CODE_FORM,
    accessCodeId: 'The access code being edited.',
    onSuccess: "Called with the code's id once it is saved.",
  },
  ClimateSettingScheduleTable: {
    ...SCHEDULE_VIEW,
    deviceId: "One thermostat's schedules; without it, every thermostat's.",
    disableSearch: 'Hides the search box.',
    onClimateSettingScheduleClick:
      "Called with the schedule's id when a schedule is opened; returning exactly false keeps the table from opening the schedule's details for this click.",
    preventDefaultOnClimateSettingScheduleClick:
      'Never open the built-in details: the host handles every click.',
    heading:
      'Replaces the title; null hides it from view, while screen readers still hear the default title with its count.',
  },
  ClimateSettingScheduleDetails: {
    ...SCHEDULE_VIEW,
    climateSettingScheduleId: 'The climate setting schedule shown.',
    disableSearch: 'No effect: the details have no search box.',
  },
  ThermostatCard: {
    className: "Extra class on the card's root element.",
    headingLevel: "Level of the card's name heading, so it fits the host page's outline.",
    deviceId: 'The thermostat shown.',
  },
  ThermostatDetails: {
    ...VIEW_SHELL,
    ...OPENED_TABLE_CLICKS,
    deviceId: 'The thermostat shown.',
    errorFilter: "Keeps only the errors that return true (the thermostat's alerts).",
    warningFilter: 'Keeps only the warnings that return true.',
    disableResourceIds: 'Hides the Device ID.',
    disableClimateSettingSchedules: 'Hides the Scheduled climates row and the Default settings.',
    disableLockUnlock: THERMOSTAT_NO_CODES,
    disableCreateAccessCode: THERMOSTAT_NO_CODES,
    disableEditAccessCode: THERMOSTAT_NO_CODES,
    disableDeleteAccessCode: THERMOSTAT_NO_CODES,
    disableSearch: 'Hides the search box of the schedule table this view opens.',
    onClimateSettingSchedulesClick:
      "Called with the thermostat's id when the Scheduled climates row is clicked; returning exactly false keeps the view from opening its schedule table.",
    preventDefaultOnClimateSettingSchedulesClick:
      'Never open the built-in schedule table: the host handles the click.',
  },
  SupportedDeviceTable: {
    ...VIEW_SHELL,
    manufacturers:
      'Only these manufacturers, by id or display name; absent or null shows all (a list with an entry holding a double quote is ignored as a whole).',
    excludedManufacturers: 'Never these manufacturers, by id or display name.',
    includeIf: 'Only models with every one of these features, sent as include_if.',
    excludeIf: 'No model with any of these features, sent as exclude_if.',
    disableSearch: 'Hides the search box.',
    heading: 'Replaces the title.',
  },
};

/** The description of `prop` of `view`, or '' when there is none. */
export function descriptionOf(view: string, prop: string): string {
  return PROP_DESCRIPTIONS[view]?.[prop] ?? '';
}
