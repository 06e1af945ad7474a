/** Strings shared by every view. */
export const commonMessages = {
  back: 'Back',
  tryAgain: 'Try again',
  retry: 'Retry',
  close: 'Close',
  loading: 'Loading',
  search: 'Search',
  viewFailed: 'Something went wrong while showing this view.',
  moreActions: 'More actions',
};

export type CommonMessages = typeof commonMessages;
