// The app ROI calculator of docs/product.md §9.

export interface RoiFigures {
  weekly: number;
  monthly: number;
  yearly: number;
  /** Weeks of saved time that pay for the app (rounded up); null when no time is saved. */
  paybackWeeks: number | null;
  /** Yearly return over the price, in percent; null for a free app. */
  yearlyRoiPercent: number | null;
}

/**
 * weekly = hours x rate, monthly = weekly x 4, yearly = monthly x 12,
 * payback weeks = ceil(price / weekly), yearly ROI % = (yearly - price) / price x 100.
 */
export function roiFigures(price: number, hoursPerWeek: number, hourlyRate: number): RoiFigures {
  const weekly = hoursPerWeek * hourlyRate;
  const monthly = weekly * 4;
  const yearly = monthly * 12;
  return {
    weekly,
    monthly,
    yearly,
    paybackWeeks: weekly > 0 ? Math.ceil(price / weekly) : null,
    yearlyRoiPercent: price > 0 ? ((yearly - price) / price) * 100 : null,
  };
}

export const MAX_HOURLY_RATE = 100_000;

export type RateCheck = { ok: true; rate: number } | { ok: false; message: string };

/** The hourly-rate field: a number of dollars, zero or more (commas allowed), not absurdly large. */
export function parseHourlyRate(input: string): RateCheck {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return { ok: false, message: 'Enter your hourly rate in dollars.' };
  if (!/^-?\d*\.?\d+$/.test(text)) return { ok: false, message: 'The hourly rate must be a number, like 75.' };
  const rate = Number(text);
  if (rate < 0) return { ok: false, message: 'The hourly rate cannot be negative.' };
  if (rate > MAX_HOURLY_RATE) return { ok: false, message: 'Enter an hourly rate of $100,000 or less.' };
  return { ok: true, rate };
}
