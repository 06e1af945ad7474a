import type { components } from './generated/device-api.js';

type Schemas = components['schemas'];

// Each model is an interface extending its schema, not an alias of `Schemas['…']`: TypeScript
// never shows an indexed type by an alias's name, so hovers and errors would print the whole
// structure (a device is hundreds of lines) instead of `Device`. An interface cannot extend an
// indexed type directly, hence the local `…Schema` aliases.

type AccessCodeSchema = Schemas['access_code'];
/** An access code (PIN) programmed on a device. */
export interface AccessCode extends AccessCodeSchema {}

type UnmanagedAccessCodeSchema = Schemas['unmanaged_access_code'];
/** An access code found on a device but not managed through the API. */
export interface UnmanagedAccessCode extends UnmanagedAccessCodeSchema {}

type DeviceSchema = Schemas['device'];
/** A device (lock, thermostat, sensor, …). */
export interface Device extends DeviceSchema {}

type UnmanagedDeviceSchema = Schemas['unmanaged_device'];
/** A device found on an account but not managed through the API. */
export interface UnmanagedDevice extends UnmanagedDeviceSchema {}

type DeviceProviderSchema = Schemas['device_provider'];
/** A provider that devices can be connected from. */
export interface DeviceProvider extends DeviceProviderSchema {}

// The schema is a union (one shape per status), which an interface cannot extend. A plain alias
// of the indexed type would still print as the three shapes; `Exclude<…, never>` changes nothing
// but makes TypeScript build the union under this alias, so it prints as `ActionAttempt`.
/** An asynchronous action (lock, unlock, thermostat change, …) and its status. */
export type ActionAttempt = Exclude<Schemas['action_attempt'], never>;

type ClientSessionSchema = Schemas['client_session'];
/** A client session: a scoped token for one end user. */
export interface ClientSession extends ClientSessionSchema {}

type ClimateSettingScheduleSchema = Schemas['climate_setting_schedule'];
/** A thermostat climate setting schedule. */
export interface ClimateSettingSchedule extends ClimateSettingScheduleSchema {}

type ConnectedAccountSchema = Schemas['connected_account'];
/** A third-party account whose devices are connected. */
export interface ConnectedAccount extends ConnectedAccountSchema {}

type ConnectWebviewSchema = Schemas['connect_webview'];
/** A hosted page that connects a third-party account. */
export interface ConnectWebview extends ConnectWebviewSchema {}

type ProviderEventSchema = Schemas['event'];
/** Something that happened in the workspace. */
export interface ProviderEvent extends ProviderEventSchema {}

type NoiseThresholdSchema = Schemas['noise_threshold'];
/** A noise threshold on a noise sensor. */
export interface NoiseThreshold extends NoiseThresholdSchema {}

type WebhookSchema = Schemas['webhook'];
/** A webhook endpoint registered with the provider. */
export interface Webhook extends WebhookSchema {}

type WorkspaceSchema = Schemas['workspace'];
/** A workspace. */
export interface Workspace extends WorkspaceSchema {}

type UserIdentitySchema = Schemas['user_identity'];
/** A user identity. */
export interface UserIdentity extends UserIdentitySchema {}

type PhoneSchema = Schemas['phone'];
/** A phone registered to a user identity. */
export interface Phone extends PhoneSchema {}

type NetworkSchema = Schemas['network'];
/** A network. */
export interface Network extends NetworkSchema {}

type EnrollmentAutomationSchema = Schemas['enrollment_automation'];
/** An enrollment automation of a user identity. */
export interface EnrollmentAutomation extends EnrollmentAutomationSchema {}

type AcsSystemSchema = Schemas['acs_system'];
/** An access control system. */
export interface AcsSystem extends AcsSystemSchema {}

type AcsUserSchema = Schemas['acs_user'];
/** A user of an access control system. */
export interface AcsUser extends AcsUserSchema {}

type AcsAccessGroupSchema = Schemas['acs_access_group'];
/** An access group of an access control system. */
export interface AcsAccessGroup extends AcsAccessGroupSchema {}

type AcsCredentialSchema = Schemas['acs_credential'];
/** A credential of an access control system. */
export interface AcsCredential extends AcsCredentialSchema {}

type AcsCredentialPoolSchema = Schemas['acs_credential_pool'];
/** A credential pool of an access control system. */
export interface AcsCredentialPool extends AcsCredentialPoolSchema {}

type AcsCredentialProvisioningAutomationSchema = Schemas['acs_credential_provisioning_automation'];
/** An automation that provisions credentials of an access control system for a user identity. */
export interface AcsCredentialProvisioningAutomation
  extends AcsCredentialProvisioningAutomationSchema {}

type AcsEntranceSchema = Schemas['acs_entrance'];
/** An entrance of an access control system. */
export interface AcsEntrance extends AcsEntranceSchema {}

/** Status of an action attempt. */
export type ActionAttemptStatus = ActionAttempt['status'];
