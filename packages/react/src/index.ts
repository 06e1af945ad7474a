'use client';

// The client's models, errors and client class, so a host with only `@porchlight/react` installed
// (pnpm's strict layout) can type a filter or narrow an error without a second dependency.
export {
  type AccessCode,
  type ActionAttempt,
  type ApiErrorBody,
  type ClientSession,
  type ClimateSettingSchedule,
  type ConnectedAccount,
  type Device,
  type DeviceModel,
  type IntegrationSupportLevel,
  type Manufacturer,
  PorchlightActionAttemptError,
  PorchlightActionAttemptPollError,
  PorchlightActionAttemptStillPendingError,
  PorchlightApiError,
  PorchlightClient,
  PorchlightClientMissingError,
  type PorchlightClientOptions,
  PorchlightError,
  PorchlightInternalEndpointError,
  PorchlightInvalidInputError,
  PorchlightInvalidOptionsError,
  PorchlightInvalidParamsError,
  PorchlightInvalidPropsError,
  PorchlightMalformedResponseError,
  PorchlightNetworkError,
  PorchlightQueryParameterError,
  PorchlightTimeoutError,
  PorchlightUnauthorizedError,
  TelemetryClient,
  type ValidationErrors,
} from '@porchlight/client';
export * from './hooks/index.js';
export type { PorchlightDataKey, PorchlightQueryOptions } from './hooks/query-options.js';
export {
  defaultMessages,
  mergeMessages,
  type PorchlightMessages,
  type PorchlightMessagesOverride,
} from './messages/index.js';
export { useMessages } from './messages/messages-context.js';
export { DEFAULT_CSS_BASE_URL, DEFAULT_FONT_URL } from './provider/inject-assets.js';
export {
  PorchlightProvider,
  type PorchlightProviderClientProps,
  type PorchlightProviderClientSessionTokenProps,
  type PorchlightProviderCommonProps,
  type PorchlightProviderProps,
  type PorchlightProviderPublishableKeyProps,
  WRAPPER_CLASS_NAME,
} from './provider/PorchlightProvider.js';
export {
  type HeadingLevel,
  type PorchlightContextValue,
  type PorchlightProvidedContext,
  PorchlightProviderMissingError,
  useClient,
  usePorchlight,
} from './provider/porchlight-context.js';
export type { OpenedTableClickProps } from './ui/navigation.js';
export type { PorchlightLateFailure } from './ui/outliving-notice.js';
export { VERSION } from './version.js';
export * from './views/index.js';
