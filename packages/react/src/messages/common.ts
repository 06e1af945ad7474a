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
  /** Precedes a details title in its heading's accessible text only: 'Front Door, Device'. */
  headingNamePrefix: (name: string) => `${name}, `,
};

export type CommonMessages = typeof commonMessages;
