const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as the site writes it ("Nov 26, 2026", in UTC): what `Intl.DateTimeFormat('en', {day: 'numeric', month:
 * 'short', year: 'numeric', timeZone: 'UTC'})` gives, without creating a formatter, whose first use costs a phone tens
 * of milliseconds while the page hydrates.
 */
export function shortDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
