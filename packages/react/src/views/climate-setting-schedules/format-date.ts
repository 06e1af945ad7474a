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

/** Date and time for the details: `Mar 5, 2024, 9:30 AM`, in the viewer's time zone. */
export function formatDateTime(date: Date, options: DateFormatOptions = {}): string {
  return format(date, { dateStyle: 'medium', timeStyle: 'short' }, options);
}

/** Date only, for table rows and the creation date: `Mar 5, 2024`. */
export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  return format(date, { dateStyle: 'medium' }, options);
}
