export type { ApplicationIn, ApplicationOut } from './application.js';
export type { DashboardAccessOut } from './auth.js';
export type {
  EndpointHeadersIn,
  EndpointHeadersOut,
  EndpointIn,
  EndpointOut,
  EndpointSecretOut,
  EndpointSecretRotateIn,
  EndpointStats,
  EndpointUpdate,
  EventExampleIn,
  RecoverIn,
  RecoverOut,
} from './endpoint.js';
export {
  MessageAttemptTriggerType,
  MessageStatus,
  Ordering,
  type StatisticsPeriod,
  StatusCodeClass,
} from './enums.js';
export type {
  BorderRadius,
  CustomThemeOverride,
  EnvironmentIn,
  EnvironmentOut,
  EnvironmentSettingsOut,
  ExportEnvironmentIn,
  Settings,
} from './environment.js';
export type {
  EventTypeCreateIn,
  EventTypeExampleOut,
  EventTypeIn,
  EventTypeOut,
  EventTypeSchemaIn,
  EventTypeUpdate,
} from './event-type.js';
export type { HTTPValidationError, HttpErrorOut, ValidationError } from './http-errors.js';
export type {
  IntegrationIn,
  IntegrationKeyOut,
  IntegrationOut,
  IntegrationUpdate,
} from './integration.js';
export type { ListOptions, ListResponse } from './list-response.js';
export type { EndpointMessageOut, MessageIn, MessageOut } from './message.js';
export type {
  MessageAttemptEndpointOut,
  MessageAttemptOut,
  MessageEndpointOut,
} from './message-attempt.js';
export {
  type EndpointCreatedEvent,
  type EndpointDeletedEvent,
  type EndpointDisabledEvent,
  type EndpointEventData,
  type EndpointUpdatedEvent,
  isKnownOperationalEvent,
  type MessageAttemptEventData,
  type MessageAttemptExhaustedEvent,
  type MessageAttemptFailedData,
  type MessageAttemptFailingEvent,
  type OperationalWebhookEvent,
  operationalEventFromJson,
  type UnknownOperationalEvent,
} from './operational-events.js';
export type { AttemptStatisticsResponse } from './statistics.js';
