import type { components, paths } from '../generated/device-api.js';
import type * as Models from '../models.js';

/** Every path of the provider contract. */
export type ApiPath = keyof paths;

type PostOperation<P extends ApiPath> = paths[P]['post'];

// Every optional field of a body also takes `undefined`, so a host compiled with
// `exactOptionalPropertyTypes` can forward a value that may be undefined (`{ device_ids:
// maybeIds }`): the client leaves such fields out of the request. Required fields stay required;
// nested objects stay as the contract declares them. The mapping is written inline rather than as
// a named helper so that editors show the fields, not a name a host cannot import.
type JsonBody<R> = [NonNullable<R>] extends [never]
  ? Record<string, never>
  : NonNullable<R> extends { content: { 'application/json': infer B } }
    ? { [K in keyof B]: Pick<B, K> extends Required<Pick<B, K>> ? B[K] : B[K] | undefined }
    : Record<string, never>;

/** Request fields of an operation (the JSON body, also sent as query parameters for reads). */
export type OperationParams<P extends ApiPath> = JsonBody<PostOperation<P>['requestBody']>;

/** Successful response body of an operation. */
export type OperationResponse<P extends ApiPath> =
  PostOperation<P> extends {
    responses: { 200: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

type Schemas = components['schemas'];

// The generated responses name schemas as `components['schemas']['device']`, which TypeScript
// prints as the schema's whole structure; the client's results use the named models instead.
// Matched by schema, not by the answer's key: `/devices/unmanaged/get` answers an unmanaged
// device under `device`. A model missing here fails model-names.test.ts.
interface ModelOfSchema {
  access_code: Models.AccessCode;
  unmanaged_access_code: Models.UnmanagedAccessCode;
  device: Models.Device;
  unmanaged_device: Models.UnmanagedDevice;
  device_provider: Models.DeviceProvider;
  action_attempt: Models.ActionAttempt;
  client_session: Models.ClientSession;
  climate_setting_schedule: Models.ClimateSettingSchedule;
  connected_account: Models.ConnectedAccount;
  connect_webview: Models.ConnectWebview;
  event: Models.ProviderEvent;
  noise_threshold: Models.NoiseThreshold;
  webhook: Models.Webhook;
  workspace: Models.Workspace;
  user_identity: Models.UserIdentity;
  phone: Models.Phone;
  network: Models.Network;
  enrollment_automation: Models.EnrollmentAutomation;
  acs_system: Models.AcsSystem;
  acs_user: Models.AcsUser;
  acs_access_group: Models.AcsAccessGroup;
  acs_credential: Models.AcsCredential;
  acs_credential_pool: Models.AcsCredentialPool;
  acs_credential_provisioning_automation: Models.AcsCredentialProvisioningAutomation;
  acs_entrance: Models.AcsEntrance;
}

// Identity, not assignability: a schema whose fields are a subset of another's is not taken for
// that other model.
type Same<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

type SchemaNameOf<T> = {
  [N in keyof ModelOfSchema]: Same<T, Schemas[N]> extends true ? N : never;
}[keyof ModelOfSchema];

type Named<T> = [SchemaNameOf<T>] extends [never] ? T : ModelOfSchema[SchemaNameOf<T>];

type NamedValue<T> = [T] extends [(infer E)[]] ? Named<E>[] : Named<T>;

/** One property of an operation's response (what the client methods return). */
export type OperationResult<
  P extends ApiPath,
  K extends keyof OperationResponse<P>,
> = undefined extends OperationResponse<P>[K]
  ? NamedValue<Exclude<OperationResponse<P>[K], undefined>> | undefined
  : NamedValue<OperationResponse<P>[K]>;
