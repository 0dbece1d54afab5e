// Written out for en-US rather than with Intl.DateTimeFormat: building an Intl formatter costs
// 10 ms and more the first time (its locale data), a long task on a slow phone.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-20" -> "Nov 20, 2026". Dates are calendar days read in UTC, so server and browser agree. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
