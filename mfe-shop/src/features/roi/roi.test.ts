import { MAX_HOURLY_RATE, parseHourlyRate, roiFigures } from './roi';

describe('roiFigures (docs/product.md §9)', () => {
  it.each([
    // price, hours, rate, weekly, monthly, yearly, payback weeks, yearly ROI %
    [67, 10, 50, 500, 2000, 24000, 1, ((24000 - 67) / 67) * 100],
    [147, 8, 75, 600, 2400, 28800, 1, ((28800 - 147) / 147) * 100],
    [197, 12, 90, 1080, 4320, 51840, 1, ((51840 - 197) / 197) * 100],
    [147, 6, 45, 270, 1080, 12960, 1, ((12960 - 147) / 147) * 100],
    [500, 2, 20, 40, 160, 1920, 13, ((1920 - 500) / 500) * 100],
    [100, 1, 100, 100, 400, 4800, 1, 4700],
    [1000, 1, 10, 10, 40, 480, 100, -52],
  ])('price %p, %p h/week at $%p/h', (price, hours, rate, weekly, monthly, yearly, payback, roi) => {
    const figures = roiFigures(price, hours, rate);
    expect(figures).toMatchObject({ weekly, monthly, yearly, paybackWeeks: payback });
    expect(figures.yearlyRoiPercent).toBeCloseTo(roi, 6);
  });

  it('a zero rate saves nothing: no payback, ROI -100%', () => {
    expect(roiFigures(67, 10, 0)).toEqual({
      weekly: 0,
      monthly: 0,
      yearly: 0,
      paybackWeeks: null,
      yearlyRoiPercent: -100,
    });
  });

  it('zero hours saved behaves like a zero rate', () => {
    expect(roiFigures(97, 0, 40).paybackWeeks).toBeNull();
  });

  it('a free app has no ROI percentage but pays back at once', () => {
    expect(roiFigures(0, 5, 40)).toMatchObject({ paybackWeeks: 0, yearlyRoiPercent: null });
  });

  it('huge inputs stay finite', () => {
    const figures = roiFigures(67, 168, MAX_HOURLY_RATE);
    expect(figures.yearly).toBe(168 * MAX_HOURLY_RATE * 48);
    expect(Number.isFinite(figures.yearlyRoiPercent)).toBe(true);
    expect(figures.paybackWeeks).toBe(1);
  });
});

describe('parseHourlyRate', () => {
  it.each([
    ['50', 50],
    [' 75.5 ', 75.5],
    ['$1,250', 1250],
    ['0', 0],
    ['.5', 0.5],
  ])('accepts %p', (input, rate) => {
    expect(parseHourlyRate(input)).toEqual({ ok: true, rate });
  });

  it.each([
    ['', 'Enter your hourly rate in dollars.'],
    ['abc', 'The hourly rate must be a number, like 75.'],
    ['12abc', 'The hourly rate must be a number, like 75.'],
    ['1e5', 'The hourly rate must be a number, like 75.'],
    ['-5', 'The hourly rate cannot be negative.'],
    ['100001', 'Enter an hourly rate of $100,000 or less.'],
  ])('rejects %p with a message', (input, message) => {
    expect(parseHourlyRate(input)).toEqual({ ok: false, message });
  });
});
