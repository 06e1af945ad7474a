import {
  AccessCodeDetails,
  AccessCodeTable,
  ClimateSettingScheduleDetails,
  ClimateSettingScheduleTable,
  CreateAccessCodeForm,
  DeviceDetails,
  DeviceTable,
  EditAccessCodeForm,
  SupportedDeviceTable,
  ThermostatCard,
  ThermostatDetails,
} from '../views/navigation.js';
import type { ElementSpec, EventSpec, PropKind } from './element-spec.js';

/*
 * Every public view as a custom element: one entry each. Callbacks whose answer keeps the view
 * from navigating become cancelable events; callbacks whose mere presence changes the view
 * (`onBack` shows a Back button, `onEdit` replaces the built-in form) and filters stay
 * property-only functions, since a listener cannot announce itself to the view.
 */

const DEVICE_FLAGS: Record<string, PropKind> = {
  disableLockUnlock: 'boolean',
  disableResourceIds: 'boolean',
  disableCreateAccessCode: 'boolean',
  disableEditAccessCode: 'boolean',
  disableDeleteAccessCode: 'boolean',
  disableClimateSettingSchedules: 'boolean',
  disableSearch: 'boolean',
  errorFilter: 'property',
  warningFilter: 'property',
  onBack: 'property',
};

const ACCESS_CODE_FLAGS: Record<string, PropKind> = {
  disableCreateAccessCode: 'boolean',
  disableEditAccessCode: 'boolean',
  disableDeleteAccessCode: 'boolean',
  disableLockUnlock: 'boolean',
  disableResourceIds: 'boolean',
  errorFilter: 'property',
  warningFilter: 'property',
  onBack: 'property',
};

const SCHEDULE_FLAGS: Record<string, PropKind> = {
  temperatureUnit: { oneOf: ['fahrenheit', 'celsius'] },
  disableResourceIds: 'boolean',
  disableSearch: 'boolean',
  onBack: 'property',
};

const accessCodeClick: EventSpec = {
  prop: 'onAccessCodeClick',
  type: 'porchlight-access-code-click',
  detail: (accessCodeId: string) => ({ accessCodeId }),
  cancelable: true,
};

const scheduleClick: EventSpec = {
  prop: 'onClimateSettingScheduleClick',
  type: 'porchlight-climate-setting-schedule-click',
  detail: (climateSettingScheduleId: string) => ({ climateSettingScheduleId }),
  cancelable: true,
};

const schedulesClick: EventSpec = {
  prop: 'onClimateSettingSchedulesClick',
  type: 'porchlight-climate-setting-schedules-click',
  detail: (deviceId: string) => ({ deviceId }),
  cancelable: true,
};

/** What a device view passes on to the code and schedule tables it opens. */
const OPENED_TABLE_FLAGS: Record<string, PropKind> = {
  preventDefaultOnAccessCodeClick: 'boolean',
  preventDefaultOnClimateSettingScheduleClick: 'boolean',
  preventDefaultOnClimateSettingSchedulesClick: 'boolean',
};

const deviceClick: EventSpec = {
  prop: 'onDeviceClick',
  type: 'porchlight-device-click',
  detail: (deviceId: string) => ({ deviceId }),
  cancelable: true,
};

const success: EventSpec = {
  prop: 'onSuccess',
  type: 'porchlight-success',
  // `recovered`: the create's answer was lost and a re-read found the code on the lock.
  detail: (accessCodeId: string, details?: { recovered?: boolean }) => ({
    accessCodeId,
    recovered: details?.recovered ?? false,
  }),
  cancelable: false,
};

/** The custom elements `@porchlight/react/elements` defines. */
export const ELEMENTS: readonly ElementSpec[] = [
  {
    tag: 'porchlight-device-table',
    view: DeviceTable,
    props: {
      ...DEVICE_FLAGS,
      ...OPENED_TABLE_FLAGS,
      deviceIds: 'ids',
      connectedAccountIds: 'ids',
      preventDefaultOnDeviceClick: 'boolean',
      heading: 'string',
      deviceFilter: 'property',
      deviceComparator: 'property',
    },
    events: [deviceClick, accessCodeClick, scheduleClick, schedulesClick],
  },
  {
    tag: 'porchlight-device-details',
    view: DeviceDetails,
    props: { ...DEVICE_FLAGS, ...OPENED_TABLE_FLAGS, deviceId: 'string' },
    required: ['deviceId'],
    events: [accessCodeClick, scheduleClick, schedulesClick],
  },
  {
    tag: 'porchlight-access-code-table',
    view: AccessCodeTable,
    props: {
      ...ACCESS_CODE_FLAGS,
      deviceId: 'string',
      disableSearch: 'boolean',
      preventDefaultOnAccessCodeClick: 'boolean',
      heading: 'string',
      accessCodeFilter: 'property',
      accessCodeComparator: 'property',
      onDeviceClick: 'property',
    },
    required: ['deviceId'],
    events: [accessCodeClick],
  },
  {
    tag: 'porchlight-access-code-details',
    view: AccessCodeDetails,
    props: {
      ...ACCESS_CODE_FLAGS,
      accessCodeId: 'string',
      onEdit: 'property',
      onDeviceClick: 'property',
    },
    required: ['accessCodeId'],
    events: [
      { prop: 'onDeleted', type: 'porchlight-deleted', detail: () => ({}), cancelable: false },
    ],
  },
  {
    tag: 'porchlight-create-access-code-form',
    view: CreateAccessCodeForm,
    props: { ...ACCESS_CODE_FLAGS, deviceId: 'string' },
    required: ['deviceId'],
    events: [success],
  },
  {
    tag: 'porchlight-edit-access-code-form',
    view: EditAccessCodeForm,
    props: { ...ACCESS_CODE_FLAGS, accessCodeId: 'string' },
    required: ['accessCodeId'],
    events: [success],
  },
  {
    tag: 'porchlight-climate-setting-schedule-table',
    view: ClimateSettingScheduleTable,
    props: {
      ...SCHEDULE_FLAGS,
      deviceId: 'string',
      preventDefaultOnClimateSettingScheduleClick: 'boolean',
      heading: 'string',
    },
    events: [scheduleClick],
  },
  {
    tag: 'porchlight-climate-setting-schedule-details',
    view: ClimateSettingScheduleDetails,
    props: { ...SCHEDULE_FLAGS, climateSettingScheduleId: 'string' },
    required: ['climateSettingScheduleId'],
  },
  {
    tag: 'porchlight-thermostat-card',
    view: ThermostatCard,
    props: { deviceId: 'string' },
    required: ['deviceId'],
  },
  {
    tag: 'porchlight-thermostat-details',
    view: ThermostatDetails,
    props: {
      ...DEVICE_FLAGS,
      deviceId: 'string',
      preventDefaultOnClimateSettingSchedulesClick: 'boolean',
      preventDefaultOnClimateSettingScheduleClick: 'boolean',
    },
    required: ['deviceId'],
    events: [schedulesClick, scheduleClick],
  },
  {
    tag: 'porchlight-supported-device-table',
    view: SupportedDeviceTable,
    props: {
      manufacturers: 'list',
      excludedManufacturers: 'list',
      includeIf: 'list',
      excludeIf: 'list',
      disableSearch: 'boolean',
      heading: 'string',
      onBack: 'property',
    },
  },
];

export type { ElementSpec, EventSpec, PropKind } from './element-spec.js';
export { attributeName } from './element-spec.js';
