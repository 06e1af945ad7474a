/**
 * `@porchlight/react/elements`: importing this module defines every public view as a custom
 * element (`<porchlight-device-table>`, …). The published file bundles React, so a page without
 * a bundler loads it from one `<script type="module">`. Its declarations type the tags in
 * `HTMLElementTagNameMap` and the events in `GlobalEventHandlersEventMap`, and name no React type.
 */
import { defineElements } from './define-element.js';
import { ELEMENTS } from './registry.js';

defineElements(ELEMENTS);

export type { PorchlightMessagesOverride } from '../messages/index.js';
export type { DeviceIssue } from '../ui/device-issues.js';
export type { AccessCodeIssue } from '../views/access-codes/access-code-shape.js';
export { createElementClass, defineElements } from './define-element.js';
export type {
  PorchlightAccessCodeClickDetail,
  PorchlightClimateSettingScheduleClickDetail,
  PorchlightClimateSettingSchedulesClickDetail,
  PorchlightDeletedDetail,
  PorchlightDeviceClickDetail,
  PorchlightElementEventMap,
  PorchlightSuccessDetail,
} from './element-events.js';
export type { ElementSpec, ElementView, EventSpec, PropKind } from './element-spec.js';
export { attributeName, fromAttribute, PROVIDER_PROPS } from './element-spec.js';
export type {
  PorchlightAccessCodeDetailsElement,
  PorchlightAccessCodeDetailsProperties,
  PorchlightAccessCodeFlagProperties,
  PorchlightAccessCodeTableElement,
  PorchlightAccessCodeTableProperties,
  PorchlightClimateSettingScheduleDetailsElement,
  PorchlightClimateSettingScheduleDetailsProperties,
  PorchlightClimateSettingScheduleFlagProperties,
  PorchlightClimateSettingScheduleTableElement,
  PorchlightClimateSettingScheduleTableProperties,
  PorchlightCreateAccessCodeFormElement,
  PorchlightCreateAccessCodeFormProperties,
  PorchlightDeviceDetailsElement,
  PorchlightDeviceDetailsProperties,
  PorchlightDeviceFlagProperties,
  PorchlightDeviceIssueFilterProperties,
  PorchlightDeviceTableElement,
  PorchlightDeviceTableProperties,
  PorchlightEditAccessCodeFormElement,
  PorchlightEditAccessCodeFormProperties,
  PorchlightElement,
  PorchlightElementTagNameMap,
  PorchlightOpenedTableProperties,
  PorchlightProviderProperties,
  PorchlightSupportedDeviceTableElement,
  PorchlightSupportedDeviceTableProperties,
  PorchlightThermostatCardElement,
  PorchlightThermostatCardProperties,
  PorchlightThermostatDetailsElement,
  PorchlightThermostatDetailsProperties,
} from './element-types.js';
export type {
  PorchlightLateFailureDetail,
  PorchlightLateFailureEvent,
} from './late-failure-event.js';
export { LATE_FAILURE_EVENT } from './late-failure-event.js';
export { ELEMENTS } from './registry.js';
export type {
  PorchlightElementSession,
  PorchlightSessionUpdateDetail,
  PorchlightSessionUpdateEvent,
} from './session-update-event.js';
export { SESSION_UPDATE_EVENT } from './session-update-event.js';
