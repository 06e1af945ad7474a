export type { DeviceViewCommonProps } from './common-props.js';
export { DeviceDetails, type DeviceDetailsProps } from './DeviceDetails.js';
export { DeviceTable, type DeviceTableProps } from './DeviceTable.js';
export type { DeviceIssue } from './device-view.js';
