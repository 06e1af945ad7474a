export type {
  ActionAttemptOptions,
  GetActionAttempt,
  ResolveActionAttemptOptions,
} from './action-attempts/resolve-action-attempt.js';
export {
  DEFAULT_ACTION_ATTEMPT_TIMEOUT,
  DEFAULT_POLLING_INTERVAL,
  resolveActionAttempt,
} from './action-attempts/resolve-action-attempt.js';
export type {
  ApiKeyCredentials,
  ClientSessionTokenCredentials,
  PersonalAccessTokenCredentials,
  PorchlightAuthMode,
  PorchlightCredentials,
} from './auth/credentials.js';
export { FINGERPRINT_STORAGE_KEY, getFingerprint } from './auth/fingerprint.js';
export {
  ACCESS_TOKEN_PREFIX,
  API_KEY_PREFIX,
  CLIENT_SESSION_TOKEN_PREFIX,
  JWT_PREFIX,
  PUBLISHABLE_KEY_PREFIX,
} from './auth/key-prefixes.js';
export {
  EMAIL_USER_IDENTIFIER_KEY_WARNING,
  FINGERPRINT_WARNING,
  isEmailLike,
} from './auth/user-identifier-key.js';
export {
  CatalogueDeviceModels,
  CatalogueManufacturers,
  DeviceCatalogue,
} from './device-catalogue/device-catalogue.js';
export type { ManufacturerFilter } from './device-catalogue/manufacturer-query.js';
export { createManufacturerQuery } from './device-catalogue/manufacturer-query.js';
export type {
  AestheticVariant,
  CatalogueImage,
  DeviceModel,
  DeviceModelsListParams,
  IntegrationSupportLevel,
  Manufacturer,
  ManufacturerAnnotation,
  ManufacturersGetParams,
  ManufacturersListParams,
} from './device-catalogue/types.js';
export type { ApiErrorBody, ValidationErrors } from './errors/api-errors.js';
export * from './errors/index.js';
export type * from './models.js';
export type { PorchlightClientOptions } from './porchlight-client.js';
export { PorchlightClient } from './porchlight-client.js';
export type {
  ApiPath,
  OperationParams,
  OperationResponse,
  OperationResult,
} from './resources/operation-types.js';
export type { SessionProps } from './session-props.js';
export { assertSessionProps, createClientFromProps } from './session-props.js';
export type { TelemetryClientOptions } from './telemetry/telemetry-client.js';
export { TelemetryClient } from './telemetry/telemetry-client.js';
export type {
  Properties,
  TelemetryContext,
  TelemetryMessage,
  TelemetryPayload,
  Traits,
} from './telemetry/types.js';
export type { FetchLike, RequestOptions } from './transport/http-client.js';
export { REQUEST_ID_HEADER } from './transport/response.js';
export { RETRY_COUNT_HEADER } from './transport/retry-policy.js';
export { DEFAULT_ENDPOINT, LIBRARY_VERSION, SDK_VERSION, VERSION } from './version.js';
