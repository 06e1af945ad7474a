/** Options shared by the formatters: the locale (browser default) and an optional zone. */
export interface DateFormatOptions {
  locale?: string | undefined;
  timeZone?: string | undefined;
}

function format(date: Date, options: Intl.DateTimeFormatOptions, extra: DateFormatOptions) {
  return new Intl.DateTimeFormat(extra.locale, { ...options, timeZone: extra.timeZone }).format(
    date,
  );
}

/** Date and time for the details and form summary: `Mar 5, 2024, 9:30 AM`. */
export function formatDateTime(date: Date, options: DateFormatOptions = {}): string {
  return format(date, { dateStyle: 'medium', timeStyle: 'short' }, options);
}

/** Compact date and time for table rows: `Mar 5, 9:30 AM`. */
export function formatShortDateTime(date: Date, options: DateFormatOptions = {}): string {
  return format(
    date,
    { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    options,
  );
}

/** Date only, for the created date: `Mar 5, 2024`. */
export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  return format(date, { dateStyle: 'medium' }, options);
}
