/**
 * The English strings of the access code views. Hosts override any of them through the provider's
 * message catalogue; functions receive already-formatted values (numbers, dates, lists).
 */
export const accessCodesMessages = {
  // Table
  accessCodesHeading: 'Access Codes',
  /**
   * The table's heading with its count: `title` is `accessCodesHeading` or the host's `heading`,
   * `count` the codes listed (a language may place or write the count otherwise).
   */
  headingWithCount: (title: string, count: number) => `${title} (${count})`,
  searchPlaceholder: 'Search',
  searchLabel: 'Search access codes',
  addAccessCode: 'Add access code',
  emptyState: 'Sorry, no access codes were found',
  /** Announced (not shown) when a search or the issue filter changes what the list shows. */
  searchResults: (count: number) =>
    `${count} ${count === 1 ? 'access code' : 'access codes'} shown`,
  loadingAccessCodes: 'Loading access codes',
  accessCodeIssues: (count: number) => `${count} access code issue${count === 1 ? '' : 's'}`,
  accessCodesOk: 'Access codes OK',
  showAllAccessCodes: 'Show all access codes',
  accessCodeMenu: (name: string) => `Actions for ${name}`,
  copyCode: 'Copy code',
  viewCodeDetails: 'View code details',
  editCode: 'Edit code',
  deleteCode: 'Delete code',
  deleteConfirmation: 'Delete this code and data?',
  cancel: 'Cancel',
  delete: 'Delete',
  codeCopied: 'Code copied',
  copyFailed: 'The code could not be copied. Select it and copy it instead.',
  accessCodeCreated: 'Access code created',
  accessCodeCreatedRecovered:
    'Access code created. The connection dropped after saving; the code was found on the lock.',
  accessCodeUpdated: 'Access code updated',
  accessCodeDeleted: 'Access code deleted',
  deleteFailed: 'The code could not be deleted. Please try again.',
  loadFailed: 'Access codes could not be loaded',
  back: 'Back',
  codeIssueCount: (count: number) => `${count} code issue${count === 1 ? '' : 's'}`,
  codeWarningCount: (count: number) => `${count} code warning${count === 1 ? '' : 's'}`,
  codeLabel: 'Code',
  rowStarts: (date: string) => `Starts ${date}`,
  rowEnds: (date: string) => `Ends ${date}`,
  rowEnded: (date: string) => `Ended ${date}`,
  rowOngoing: 'Ongoing',
  /** A deleted code the lock has not yet confirmed removing (`status: 'removing'`): row and details. */
  removing: 'Being removed',

  // Details
  detailsTitle: 'Access code',
  nameFallback: 'Code',
  copyCodeLabel: (name: string) => `Copy code of ${name}`,
  activeOngoing: 'Active (ongoing)',
  activeUntil: (date: string) => `Active until ${date}`,
  activeNoEnd: 'Active',
  startsAt: (date: string) => `Starts ${date}`,
  endedAt: (date: string) => `Ended ${date}`,
  dateUnknown: 'Date unknown',
  /** After the first 50 alerts of access code, lock and thermostat details. */
  moreIssues: (count: number) => `and ${count} more`,
  deviceDetails: 'Device details',
  lock: 'Lock',
  unlock: 'Unlock',
  locked: 'Locked',
  unlocked: 'Unlocked',
  lockFailed: 'The lock could not be locked. Please try again.',
  unlockFailed: 'The lock could not be unlocked. Please try again.',
  edit: 'Edit',
  idLabel: 'ID',
  createdLabel: 'Created',
  timingLabel: 'Timing',
  ongoing: 'Ongoing',
  startLabel: 'Start',
  endLabel: 'End',
  loadingAccessCode: 'Loading access code',
  accessCodeNotFound: 'This access code could not be loaded',
  deviceFallback: 'Device',

  // Form
  addTitle: 'Add new access code',
  editTitle: 'Edit access code',
  nameLabel: 'Name',
  codeFieldLabel: 'Code (PIN)',
  generateCode: 'Generate code',
  generateFailed: 'A code could not be generated. Please try again.',
  codeGenerated: 'Code generated',
  /** The 'Generate code' button while a code is being generated (like Save's 'Saving'). */
  generatingCode: 'Generating code',
  timingRadioLegend: 'Timing',
  timingOngoing: 'Ongoing',
  timingStartEnd: 'Start/end times',
  editTimes: 'Edit times',
  save: 'Save',
  saving: 'Saving',
  nameRequired: 'Name is required',
  nameTooLong: '60 characters max',
  codeRequired: 'Code is required',
  codeLengthMustBe: (list: string) => `Code length must be one of the following: ${list}`,
  codeLengthHint: (lengths: string) => `${lengths} digit code`,
  numbersOnly: 'Numbers only',
  hintMet: 'met',
  hintNotMet: 'not met',
  requiredNote: '* required',
  invalidDate: 'Enter a valid start and end time',
  endBeforeStart: 'The end must be after the start',
  saveFailed: 'The code could not be saved. Please try again.',
  offlineCodeNote: 'This is an offline access code: only its name can be changed.',
  /** The edit form opened on a code being removed (`status: 'removing'`): it offers no Save. */
  editRemoving: 'This access code is being removed and can no longer be edited.',
  /** The code began being removed while the edit form was open: what was typed stays, unsaved. */
  saveClosedRemoving: 'This access code is being removed, so your changes cannot be saved.',
  /** The code was deleted (the provider no longer has it) while the edit form was open. */
  saveClosedDeleted: 'This access code was deleted, so your changes cannot be saved.',

  // Timing sub-screen
  timingTitle: 'Timing',
  startTimeLabel: 'Start time',
  endTimeLabel: 'End time',
  done: 'Done',
  timeZoneAutomatic: 'Time Zone (automatic)',
  timeZoneManual: 'Time Zone (manual)',
  changeTimeZone: 'Change time zone',

  // Time zone sub-screen
  timeZoneTitle: 'Time Zone',
  useLocalTimeZone: 'Use local time zone',
  timeZoneSelectLabel: 'Time zone',
};

/** The shape of the access code strings; a host's override supplies any subset. */
export type AccessCodesMessages = typeof accessCodesMessages;
