export type { DeviceIssue } from '../ui/device-issues.js';
export type { AccessCodeIssue } from './access-codes/access-code-shape.js';
export type { AccessCodeCommonProps } from './access-codes/common-props.js';
export type { AccessCodeDetailsProps } from './access-codes/details/AccessCodeDetails.js';
export type { CreateAccessCodeFormProps } from './access-codes/form/CreateAccessCodeForm.js';
export type { EditAccessCodeFormProps } from './access-codes/form/EditAccessCodeForm.js';
export type { AccessCodeTableProps } from './access-codes/list/AccessCodeTable.js';
export type { ClimateSettingScheduleDetailsProps } from './climate-setting-schedules/ClimateSettingScheduleDetails.js';
export type { ClimateSettingScheduleTableProps } from './climate-setting-schedules/ClimateSettingScheduleTable.js';
export type { ClimateSettingScheduleCommonProps } from './climate-setting-schedules/common-props.js';
export type { DeviceViewCommonProps } from './devices/common-props.js';
export type { DeviceDetailsProps } from './devices/DeviceDetails.js';
export type { DeviceTableProps } from './devices/DeviceTable.js';
export {
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
} from './navigation.js';
export type { CatalogueHostFilter } from './supported-devices/catalogue-requests.js';
export type { SupportedDeviceTableProps } from './supported-devices/SupportedDeviceTable.js';

export type { ThermostatCommonProps } from './thermostats/common-props.js';
export type { ThermostatCardProps } from './thermostats/ThermostatCard.js';
export type { ThermostatDetailsProps } from './thermostats/ThermostatDetails.js';
