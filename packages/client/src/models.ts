import type { components } from './generated/device-api.js';

type Schemas = components['schemas'];

/** An access code (PIN) programmed on a device. */
export type AccessCode = Schemas['access_code'];
/** An access code found on a device but not managed through the API. */
export type UnmanagedAccessCode = Schemas['unmanaged_access_code'];
/** A device (lock, thermostat, sensor, …). */
export type Device = Schemas['device'];
/** A device found on an account but not managed through the API. */
export type UnmanagedDevice = Schemas['unmanaged_device'];
/** A provider that devices can be connected from. */
export type DeviceProvider = Schemas['device_provider'];
/** An asynchronous action (lock, unlock, thermostat change, …) and its status. */
export type ActionAttempt = Schemas['action_attempt'];
/** A client session: a scoped token for one end user. */
export type ClientSession = Schemas['client_session'];
/** A thermostat climate setting schedule. */
export type ClimateSettingSchedule = Schemas['climate_setting_schedule'];
/** A third-party account whose devices are connected. */
export type ConnectedAccount = Schemas['connected_account'];
/** A hosted page that connects a third-party account. */
export type ConnectWebview = Schemas['connect_webview'];
/** Something that happened in the workspace. */
export type ProviderEvent = Schemas['event'];
/** A noise threshold on a noise sensor. */
export type NoiseThreshold = Schemas['noise_threshold'];
/** A webhook endpoint registered with the provider. */
export type Webhook = Schemas['webhook'];
/** A workspace. */
export type Workspace = Schemas['workspace'];
/** A user identity. */
export type UserIdentity = Schemas['user_identity'];
/** A phone registered to a user identity. */
export type Phone = Schemas['phone'];
/** A network. */
export type Network = Schemas['network'];
/** An enrollment automation of a user identity. */
export type EnrollmentAutomation = Schemas['enrollment_automation'];
/** An access control system. */
export type AcsSystem = Schemas['acs_system'];
/** A user of an access control system. */
export type AcsUser = Schemas['acs_user'];
/** An access group of an access control system. */
export type AcsAccessGroup = Schemas['acs_access_group'];
/** A credential of an access control system. */
export type AcsCredential = Schemas['acs_credential'];
/** A credential pool of an access control system. */
export type AcsCredentialPool = Schemas['acs_credential_pool'];
/** An entrance of an access control system. */
export type AcsEntrance = Schemas['acs_entrance'];

/** Status of an action attempt. */
export type ActionAttemptStatus = ActionAttempt['status'];
