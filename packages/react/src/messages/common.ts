/** Strings shared by every view. */
export const commonMessages = {
  back: 'Back',
  tryAgain: 'Try again',
  retry: 'Retry',
  /**
   * A load failure whose credentials the provider refused (401, 403), shown without 'Try again':
   * the same credentials get the same answer.
   */
  loadRefused: (failure: string) =>
    /[.!?]$/.test(failure) ? `${failure} Access was refused.` : `${failure}: access was refused`,
  /** Under a load failure whose retry waits while the browser is offline. */
  waitingForConnection: 'Waiting for a connection to try again',
  close: 'Close',
  loading: 'Loading',
  search: 'Search',
  viewFailed: 'Something went wrong while showing this view.',
  moreActions: 'More actions',
  /** Precedes a details title in its heading's accessible text only: 'Front Door, Device'. */
  headingNamePrefix: (name: string) => `${name}, `,
  /** Precedes an error alert's text for screen readers only: its icon and colour say it to the eye. */
  errorAlertPrefix: 'Error: ',
  /** Precedes a warning alert's text for screen readers only. */
  warningAlertPrefix: 'Warning: ',
};

export type CommonMessages = typeof commonMessages;
