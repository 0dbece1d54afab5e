// What an order may contain and what it costs (docs/orders.md): the request's shape, checked before
// anything is stored, and its price, computed from the catalogue with the cart's own pricing
// function. Pure: no database, no clock.
import crypto from 'node:crypto';
import * as v from 'valibot';
import { catalogueById, type Product, type ProductType } from '@site/contract/catalogue';
import { OrderRequestSchema, type OrderRequest } from '@site/contract/orders';
import { priceLines, REFERRAL_DISCOUNT_BASIS_POINTS, toCents, type PriceBreakdown } from '@site/contract/pricing';
import { products } from '@site/contract/products';
import { firstIssue } from '@site/contract/parse';

export const ORDER_BODY_LIMIT = 16 * 1024;
// Affiliate commission (docs/product.md §9): the contract's, which the affiliate page shows too.
export { COMMISSION_BASIS_POINTS, commissionCents } from '@site/contract/pricing';

export type ShopCatalogue = ReadonlyMap<string, Product>;

/** The catalogue compiled into the build (@site/contract/products), checked, by id. */
export const loadShopCatalogue = (): ShopCatalogue => catalogueById(products);

/** Courses, templates and ebooks are files the buyer downloads. */
export const DOWNLOADABLE_TYPES: ReadonlySet<string> = new Set(['digital_course', 'template', 'ebook']);
export const MEMBERSHIP_TYPE = 'membership';

export interface BadInput {
  error: string;
  message: string;
  field: string;
}

/**
 * A line's problem as the visitor reads it: a sentence that names the product ('The quantity of AI
 * Prompt Mastery Course must be at most 100.'), where the schema says 'quantity must be at most 100'.
 */
function lineProblemMessage(body: unknown, where: string, message: string): string {
  const index = /^items\.(\d+)\.quantity$/.exec(where)?.[1];
  if (index === undefined) return message;
  const items = (body as { items?: unknown } | null)?.items;
  const line = Array.isArray(items) ? (items[Number(index)] as { productId?: unknown } | undefined) : undefined;
  const id = typeof line?.productId === 'string' ? line.productId : '';
  const name = products.find((product) => product.id === id)?.name ?? (id ? `"${id}"` : 'a product');
  return `The quantity of ${name} ${message.replace(/^quantity /, '')}.`;
}

/** The request checked: the order's input, or what is wrong with it. */
export function parseOrderRequest(body: unknown): { ok: true; value: OrderRequest } | { ok: false; problem: BadInput } {
  const parsed = v.safeParse(OrderRequestSchema, body);
  if (!parsed.success) {
    const { where, message } = firstIssue(parsed.issues);
    return {
      ok: false,
      problem: { error: 'Invalid order', message: lineProblemMessage(body, where, message), field: where || 'body' },
    };
  }
  const seen = new Set<string>();
  for (const [index, item] of parsed.output.items.entries()) {
    if (seen.has(item.productId)) {
      return {
        ok: false,
        problem: { error: 'Invalid order', message: 'Each product appears once', field: `items.${index}.productId` },
      };
    }
    seen.add(item.productId);
  }
  return { ok: true, value: parsed.output };
}

export interface PricedLine {
  productId: string;
  name: string;
  type: ProductType;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** Lines priced from the catalogue; an unknown or inactive product is bad input. */
export function priceOrder(
  items: OrderRequest['items'],
  catalogue: ShopCatalogue,
  referralDiscount: boolean,
): { ok: true; lines: PricedLine[]; totals: PriceBreakdown } | { ok: false; problem: BadInput } {
  const lines: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    const product = catalogue.get(item.productId);
    if (!product || product.isActive === false) {
      return {
        ok: false,
        problem: {
          error: 'Unknown product',
          message: `"${item.productId}" is not in the shop: remove it from your cart and try again`,
          field: `items.${index}.productId`,
        },
      };
    }
    const unitPriceCents = toCents(product.price);
    lines.push({
      productId: product.id,
      name: product.name,
      type: product.type,
      unitPriceCents,
      quantity: item.quantity,
      lineTotalCents: unitPriceCents * item.quantity,
    });
  }
  const totals = priceLines(lines, referralDiscount ? REFERRAL_DISCOUNT_BASIS_POINTS : 0);
  return { ok: true, lines, totals };
}

/** A fingerprint of what was asked, to tell a retry from another order under the same key. */
export function requestHash(request: OrderRequest, userId: string | null): string {
  const canonical = JSON.stringify({
    items: request.items.map((item) => [item.productId, item.quantity]),
    contact: [request.contact.email.toLowerCase(), request.contact.firstName, request.contact.lastName],
    referralCode: request.referralCode?.toUpperCase() ?? null,
    userId,
  });
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

const ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `PREFIX-` and 8 random characters without look-alikes (0/O, 1/I/L): unguessable, easy to read out. */
export function newPublicId(prefix: string): string {
  const bytes = crypto.randomBytes(8);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}-${id}`;
}

export const ORDER_ID_PATTERN = /^ORD-[A-Z0-9]{8}$/;
export const SUBSCRIPTION_ID_PATTERN = /^SUB-[A-Z0-9]{8}$/;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** One month after `from`, the same day of the month (clamped to the month's last day). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
