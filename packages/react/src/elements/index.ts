/**
 * `@porchlight/react/elements`: importing this module defines every public view as a custom
 * element (`<porchlight-device-table>`, …). The published file bundles React, so a page without
 * a bundler loads it from one `<script type="module">`.
 */
import { defineElements } from './define-element.js';
import { ELEMENTS } from './registry.js';

defineElements(ELEMENTS);

export { createElementClass, defineElements } from './define-element.js';
export type { ElementSpec, EventSpec, PropKind } from './element-spec.js';
export { attributeName, fromAttribute, PROVIDER_PROPS } from './element-spec.js';
export { ELEMENTS } from './registry.js';
export type {
  PorchlightElementSession,
  PorchlightSessionUpdateDetail,
  PorchlightSessionUpdateEvent,
} from './session-update-event.js';
export { SESSION_UPDATE_EVENT } from './session-update-event.js';
