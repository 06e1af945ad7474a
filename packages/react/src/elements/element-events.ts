import type { PorchlightLateFailureEvent } from './late-failure-event.js';
import type { PorchlightSessionUpdateEvent } from './session-update-event.js';

/** `detail` of `porchlight-device-click` (cancelable: `preventDefault()` keeps the details closed). */
export interface PorchlightDeviceClickDetail {
  /** The clicked device's id. */
  deviceId: string;
}

/** `detail` of `porchlight-access-code-click` (cancelable: keeps the code's details closed). */
export interface PorchlightAccessCodeClickDetail {
  /** The clicked access code's id. */
  accessCodeId: string;
}

/** `detail` of `porchlight-climate-setting-schedule-click` (cancelable: keeps its details closed). */
export interface PorchlightClimateSettingScheduleClickDetail {
  /** The clicked schedule's id. */
  climateSettingScheduleId: string;
}

/**
 * `detail` of `porchlight-climate-setting-schedules-click`, a thermostat's Scheduled climates row
 * (cancelable: keeps its schedule table closed).
 */
export interface PorchlightClimateSettingSchedulesClickDetail {
  /** The thermostat's id. */
  deviceId: string;
}

/** `detail` of `porchlight-success`, once an access code form saved (not cancelable). */
export interface PorchlightSuccessDetail {
  /** The saved code's id. */
  accessCodeId: string;
  /**
   * The create's answer was lost and a re-read found the code on the lock; always `false` from the
   * edit form.
   */
  recovered: boolean;
}

/** `detail` of `porchlight-deleted`, once the access code details deleted their code: empty. */
export type PorchlightDeletedDetail = Record<string, never>;

/**
 * Every event a Porchlight element dispatches, by type: all bubble and are composed, so a listener
 * on `document` hears them. Merged into the DOM's event maps, which types `event.detail` in
 * `addEventListener` on `document`, `window` and any element.
 */
export interface PorchlightElementEventMap {
  /** A device table's row was clicked; `preventDefault()` keeps the details closed. */
  'porchlight-device-click': CustomEvent<PorchlightDeviceClickDetail>;
  /** A code was clicked in an access code table, the element's own or one it opened; cancelable. */
  'porchlight-access-code-click': CustomEvent<PorchlightAccessCodeClickDetail>;
  /** A schedule was clicked in a schedule table, the element's own or one it opened; cancelable. */
  'porchlight-climate-setting-schedule-click': CustomEvent<PorchlightClimateSettingScheduleClickDetail>;
  /** A thermostat's Scheduled climates row was clicked; cancelable. */
  'porchlight-climate-setting-schedules-click': CustomEvent<PorchlightClimateSettingSchedulesClickDetail>;
  /** An access code form saved its code. */
  'porchlight-success': CustomEvent<PorchlightSuccessDetail>;
  /** The access code details deleted their code. */
  'porchlight-deleted': CustomEvent<PorchlightDeletedDetail>;
  /** The element's session became known (the provider's `onSessionUpdate`). */
  'porchlight-session-update': PorchlightSessionUpdateEvent;
  /** A save failed after the element was removed (the provider's `onLateFailure`). */
  'porchlight-late-failure': PorchlightLateFailureEvent;
}

declare global {
  // `HTMLElementEventMap`, `DocumentEventMap` and `WindowEventMap` all extend this one.
  interface GlobalEventHandlersEventMap extends PorchlightElementEventMap {}
}
