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
import type { PorchlightElementEventMap } from './element-events.js';
import type { ElementSpec, EventSpec, PropKind, PropKinds } from './element-spec.js';
import type {
  PorchlightAccessCodeFlagProperties,
  PorchlightClimateSettingScheduleFlagProperties,
  PorchlightDeviceFlagProperties,
  PorchlightDeviceIssueFilterProperties,
  PorchlightElement,
  PorchlightElementTagNameMap,
  PorchlightOpenedTableProperties,
} from './element-types.js';

/*
 * Every public view as a custom element: one entry each. Callbacks whose answer keeps the view
 * from navigating become cancelable events; callbacks whose mere presence changes the view
 * (`onBack` shows a Back button, `onEdit` replaces the built-in form) and filters stay
 * property-only functions, since a listener cannot announce itself to the view.
 */

type Tag = keyof PorchlightElementTagNameMap;

/** An element's own properties: its view's props (the provider's are every element's). */
type ViewProperties<T extends Tag> = Omit<PorchlightElementTagNameMap[T], keyof PorchlightElement>;

/**
 * Each property's kind, refused where the view does not take the property or takes it as another
 * type: the element hands the view what was written, never `null` or `undefined`.
 */
type CheckedKinds<Properties, ViewProps> = {
  [K in keyof Properties]-?: K extends keyof ViewProps
    ? NonNullable<Properties[K]> extends ViewProps[K]
      ? PropKinds<Properties>[K]
      : 'the view takes this prop as another type'
    : 'not a prop of the view';
};

/**
 * One entry, checked against the element's declared properties and its view's props: a prop the
 * element does not declare is refused too, spread from shared flags or not.
 */
function element<
  T extends Tag,
  ViewProps,
  Kinds extends CheckedKinds<ViewProperties<T>, ViewProps>,
>(
  tag: T,
  spec: {
    view: (props: ViewProps) => unknown;
    props: {
      [K in keyof Kinds]: K extends keyof ViewProperties<T>
        ? Kinds[K]
        : 'not a property of the element';
    };
    required?: (keyof ViewProperties<T> & string)[];
    events?: EventSpec[];
  },
): ElementSpec {
  return { tag, ...spec, props: spec.props as Record<string, PropKind> };
}

type RegistryEventType = Exclude<keyof PorchlightElementEventMap, 'porchlight-session-update'>;

/** One callback as an event, its `detail` checked against the declared event type. */
function event<T extends RegistryEventType>(
  type: T,
  spec: {
    prop: string;
    detail: (...args: never[]) => PorchlightElementEventMap[T]['detail'];
    cancelable: boolean;
  },
): EventSpec {
  return { type, ...spec };
}

const DEVICE_FLAGS = {
  disableLockUnlock: 'boolean',
  disableResourceIds: 'boolean',
  disableCreateAccessCode: 'boolean',
  disableEditAccessCode: 'boolean',
  disableDeleteAccessCode: 'boolean',
  disableClimateSettingSchedules: 'boolean',
  disableSearch: 'boolean',
  onBack: 'property',
} satisfies PropKinds<PorchlightDeviceFlagProperties>;

const DEVICE_ISSUE_FILTERS = {
  errorFilter: 'property',
  warningFilter: 'property',
} satisfies PropKinds<PorchlightDeviceIssueFilterProperties>;

const ACCESS_CODE_FLAGS = {
  disableCreateAccessCode: 'boolean',
  disableEditAccessCode: 'boolean',
  disableDeleteAccessCode: 'boolean',
  disableLockUnlock: 'boolean',
  disableResourceIds: 'boolean',
  errorFilter: 'property',
  warningFilter: 'property',
  onBack: 'property',
} satisfies PropKinds<PorchlightAccessCodeFlagProperties>;

const SCHEDULE_FLAGS = {
  temperatureUnit: { oneOf: ['fahrenheit', 'celsius'] },
  disableResourceIds: 'boolean',
  disableSearch: 'boolean',
  onBack: 'property',
} satisfies PropKinds<PorchlightClimateSettingScheduleFlagProperties>;

/** What a device view passes on to the code and schedule tables it opens. */
const OPENED_TABLE_FLAGS = {
  preventDefaultOnAccessCodeClick: 'boolean',
  preventDefaultOnClimateSettingScheduleClick: 'boolean',
  preventDefaultOnClimateSettingSchedulesClick: 'boolean',
} satisfies PropKinds<PorchlightOpenedTableProperties>;

const accessCodeClick = event('porchlight-access-code-click', {
  prop: 'onAccessCodeClick',
  detail: (accessCodeId: string) => ({ accessCodeId }),
  cancelable: true,
});

const scheduleClick = event('porchlight-climate-setting-schedule-click', {
  prop: 'onClimateSettingScheduleClick',
  detail: (climateSettingScheduleId: string) => ({ climateSettingScheduleId }),
  cancelable: true,
});

const schedulesClick = event('porchlight-climate-setting-schedules-click', {
  prop: 'onClimateSettingSchedulesClick',
  detail: (deviceId: string) => ({ deviceId }),
  cancelable: true,
});

const deviceClick = event('porchlight-device-click', {
  prop: 'onDeviceClick',
  detail: (deviceId: string) => ({ deviceId }),
  cancelable: true,
});

const success = event('porchlight-success', {
  prop: 'onSuccess',
  // `recovered`: the create's answer was lost and a re-read found the code on the lock.
  detail: (accessCodeId: string, details?: { recovered?: boolean }) => ({
    accessCodeId,
    recovered: details?.recovered ?? false,
  }),
  cancelable: false,
});

const deleted = event('porchlight-deleted', {
  prop: 'onDeleted',
  detail: () => ({}),
  cancelable: false,
});

/** The custom elements `@porchlight/react/elements` defines. */
export const ELEMENTS: readonly ElementSpec[] = [
  element('porchlight-device-table', {
    view: DeviceTable,
    props: {
      ...DEVICE_FLAGS,
      ...DEVICE_ISSUE_FILTERS,
      ...OPENED_TABLE_FLAGS,
      deviceIds: 'ids',
      connectedAccountIds: 'ids',
      preventDefaultOnDeviceClick: 'boolean',
      heading: 'string',
      deviceFilter: 'property',
      deviceComparator: 'property',
    },
    events: [deviceClick, accessCodeClick, scheduleClick, schedulesClick],
  }),
  element('porchlight-device-details', {
    view: DeviceDetails,
    props: { ...DEVICE_FLAGS, ...DEVICE_ISSUE_FILTERS, ...OPENED_TABLE_FLAGS, deviceId: 'string' },
    required: ['deviceId'],
    events: [accessCodeClick, scheduleClick, schedulesClick],
  }),
  element('porchlight-access-code-table', {
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
  }),
  element('porchlight-access-code-details', {
    view: AccessCodeDetails,
    props: {
      ...ACCESS_CODE_FLAGS,
      accessCodeId: 'string',
      onEdit: 'property',
      onDeviceClick: 'property',
    },
    required: ['accessCodeId'],
    events: [deleted],
  }),
  element('porchlight-create-access-code-form', {
    view: CreateAccessCodeForm,
    props: { ...ACCESS_CODE_FLAGS, deviceId: 'string' },
    required: ['deviceId'],
    events: [success],
  }),
  element('porchlight-edit-access-code-form', {
    view: EditAccessCodeForm,
    props: { ...ACCESS_CODE_FLAGS, accessCodeId: 'string' },
    required: ['accessCodeId'],
    events: [success],
  }),
  element('porchlight-climate-setting-schedule-table', {
    view: ClimateSettingScheduleTable,
    props: {
      ...SCHEDULE_FLAGS,
      deviceId: 'string',
      preventDefaultOnClimateSettingScheduleClick: 'boolean',
      heading: 'string',
    },
    events: [scheduleClick],
  }),
  element('porchlight-climate-setting-schedule-details', {
    view: ClimateSettingScheduleDetails,
    props: { ...SCHEDULE_FLAGS, climateSettingScheduleId: 'string' },
    required: ['climateSettingScheduleId'],
  }),
  element('porchlight-thermostat-card', {
    view: ThermostatCard,
    props: { deviceId: 'string' },
    required: ['deviceId'],
  }),
  element('porchlight-thermostat-details', {
    view: ThermostatDetails,
    props: {
      ...DEVICE_FLAGS,
      ...DEVICE_ISSUE_FILTERS,
      deviceId: 'string',
      preventDefaultOnClimateSettingSchedulesClick: 'boolean',
      preventDefaultOnClimateSettingScheduleClick: 'boolean',
    },
    required: ['deviceId'],
    events: [schedulesClick, scheduleClick],
  }),
  element('porchlight-supported-device-table', {
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
  }),
];

export type { ElementSpec, EventSpec, PropKind } from './element-spec.js';
export { attributeName } from './element-spec.js';
