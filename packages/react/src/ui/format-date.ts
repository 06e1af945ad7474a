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

/** The formatters' options, and the instant a compact date is read against. */
export interface ShortDateFormatOptions extends DateFormatOptions {
  /** Now, by default the clock's: a date in another year than this one shows its year. */
  now?: Date | undefined;
}

/**
 * Compact date and time for table rows: `Mar 5, 9:30 AM` in the current year, else with its year
 * (`Mar 5, 2031, 9:30 AM`), so codes years apart never read the same.
 */
export function formatShortDateTime(date: Date, options: ShortDateFormatOptions = {}): string {
  const { now = new Date(), ...zone } = options;
  const year = (at: Date) => format(at, { year: 'numeric' }, zone);
  const thisYear = year(date) === year(now);
  return format(
    date,
    {
      year: thisYear ? undefined : 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    },
    zone,
  );
}

/** Date only, for table rows and creation dates: `Mar 5, 2024`. */
export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  return format(date, { dateStyle: 'medium' }, options);
}
