/**
 * The event an element dispatches for a save's failure that landed after its view was gone (the
 * provider's `onLateFailure`): the element was removed while a thermostat or schedule save ran.
 */
export const LATE_FAILURE_EVENT = 'porchlight-late-failure';

/**
 * `detail` of `porchlight-late-failure`: the provider's `PorchlightLateFailure`, written out so the
 * elements' declarations name no React module.
 */
export interface PorchlightLateFailureDetail {
  /** What failed, as the view would have said it ('Error updating fan mode. Please try again.'). */
  message: string;
}

/** The `porchlight-late-failure` event: bubbles, composed, not cancelable. */
export type PorchlightLateFailureEvent = CustomEvent<PorchlightLateFailureDetail>;

/** Builds the event, as the other element events are built: bubbling and composed. */
export function lateFailureEvent(failure: PorchlightLateFailureDetail): PorchlightLateFailureEvent {
  return new CustomEvent(LATE_FAILURE_EVENT, {
    detail: { message: failure.message },
    bubbles: true,
    composed: true,
    cancelable: false,
  });
}
