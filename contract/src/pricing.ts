// How an order is priced, in integer cents, from the catalogue price to the receipt. The cart's
// screens and the server's order API both price with this module, so what the cart shows is what
// the server charges. It imports nothing, so the server's build can compile it as it is.

/** What one order may hold: lines, and units of one product (the cart stops there too). */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 100;

/** Tax: 8% of the subtotal after any discount (docs/product.md §9), in basis points. */
export const TAX_BASIS_POINTS = 800;
/** A referred friend's first purchase: 10% off the subtotal, before tax, in basis points. */
export const REFERRAL_DISCOUNT_BASIS_POINTS = 1000;
/** The referrer's commission (docs/product.md §9): 30% of what the referred buyer pays before tax. */
export const COMMISSION_BASIS_POINTS = 3_000;
/** A referral code: short and alphanumeric (docs/orders.md); anything else is not a code. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{3,24}$/;

export interface PricingLine {
  /** The catalogue's price of one unit, in cents. */
  unitPriceCents: number;
  /** A whole number of units, 1 or more. */
  quantity: number;
}

export interface PriceBreakdown {
  subtotalCents: number;
  /** Taken off before tax; 0 when there is no discount. */
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** A catalogue price in dollars (197, 19.99) as integer cents. */
export function toCents(dollars: number): number {
  return Math.round((dollars + Math.sign(dollars) * Number.EPSILON) * 100);
}

/** `basisPoints` (1/100 of a percent) of an amount of cents, rounded half up, in integer arithmetic. */
export function shareOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/**
 * The order's money: subtotal = sum of unit price x quantity; the discount (basis points of the
 * subtotal) comes off before tax; tax is 8% of what remains; total = subtotal - discount + tax.
 * Every figure is rounded to the cent here and nowhere else.
 */
export function priceLines(lines: readonly PricingLine[], discountBasisPoints = 0): PriceBreakdown {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const rate = Math.min(Math.max(Math.round(discountBasisPoints) || 0, 0), 10_000);
  const discountCents = shareOf(subtotalCents, rate);
  const taxable = subtotalCents - discountCents;
  const taxCents = shareOf(taxable, TAX_BASIS_POINTS);
  return { subtotalCents, discountCents, taxCents, totalCents: taxable + taxCents };
}

/** The referrer's commission on an order: 30% of its subtotal after the discount, before tax. */
export function commissionCents(subtotalCents: number, discountCents: number): number {
  return shareOf(subtotalCents - discountCents, COMMISSION_BASIS_POINTS);
}
