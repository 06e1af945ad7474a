import type { PorchlightLateFailureEvent } from './late-failure-event.js';
import type { PorchlightSessionUpdateEvent } from './session-update-event.js';

/** `detail` of `porchlight-device-click` (cancelable: `preventDefault()` keeps the details closed). */
export interface PorchlightDeviceClickDetail {
  deviceId: string;
}

/** `detail` of `porchlight-access-code-click` (cancelable: keeps the code's details closed). */
export interface PorchlightAccessCodeClickDetail {
  accessCodeId: string;
}

/** `detail` of `porchlight-climate-setting-schedule-click` (cancelable: keeps its details closed). */
export interface PorchlightClimateSettingScheduleClickDetail {
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
  'porchlight-device-click': CustomEvent<PorchlightDeviceClickDetail>;
  'porchlight-access-code-click': CustomEvent<PorchlightAccessCodeClickDetail>;
  'porchlight-climate-setting-schedule-click': CustomEvent<PorchlightClimateSettingScheduleClickDetail>;
  'porchlight-climate-setting-schedules-click': CustomEvent<PorchlightClimateSettingSchedulesClickDetail>;
  'porchlight-success': CustomEvent<PorchlightSuccessDetail>;
  'porchlight-deleted': CustomEvent<PorchlightDeletedDetail>;
  'porchlight-session-update': PorchlightSessionUpdateEvent;
  'porchlight-late-failure': PorchlightLateFailureEvent;
}

declare global {
  // `HTMLElementEventMap`, `DocumentEventMap` and `WindowEventMap` all extend this one.
  interface GlobalEventHandlersEventMap extends PorchlightElementEventMap {}
}
