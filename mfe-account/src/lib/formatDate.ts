// Built on first use: an Intl formatter costs milliseconds the remote's first script task can spare.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "2026-11-20" -> "Nov 20, 2026". Dates are calendar days read in UTC, so server and browser agree. */
export function formatDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
