/** Options shared by the formatters: the locale and the zone (both the viewer's by default). */
export interface DateFormatOptions {
  locale?: string | undefined;
  timeZone?: string | undefined;
}

function format(date: Date, options: Intl.DateTimeFormatOptions, extra: DateFormatOptions) {
  return new Intl.DateTimeFormat(extra.locale, { ...options, timeZone: extra.timeZone }).format(
    date,
  );
}

/** Date and time for details and summaries: `Mar 5, 2024, 9:30 AM`. */
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

/** Date only, for table rows and creation dates: `Mar 5, 2024`. */
export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  return format(date, { dateStyle: 'medium' }, options);
}
