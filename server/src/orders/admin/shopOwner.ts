// The owner's shop, as the console asks for it (docs/shop-console.md, "The shop"): the reads of
// ownerReads.ts and ownerOrder.ts, and the owner's moves through the room's own services: a refund
// (refundService, its rules and request key), a receipt sent again (recorded), a payout marked paid
// (once). Nothing here prices or decides a refund: the console room only calls these.
import type { FastifyBaseLogger } from 'fastify';
import type { RefundAskBody } from '@site/contract/refunds';
import type { RevenuePeriod } from '@site/contract/revenueByProduct';
import type {
  CustomerPage,
  Delivery,
  MarkPayoutPaidAnswer,
  PayoutLineView,
  ShopOrderDetail,
  ShopOrderPage,
  ShopPayouts,
  ShopRevenue,
} from '@site/contract/shopConsole';
import type { Queryable } from '../../db';
import { payoutBreakdown, payoutCsv } from '../payouts/payoutReport';
import { nextPayoutMonth, PAYOUT_MINIMUM_CENTS, payoutDay, payoutDayProblem } from '../payouts/payoutRules';
import { deliverReceipt, type ReceiptSender } from '../receipts';
import type { ShopData } from '../shopData';
import type { PayoutLine } from '../stores/payoutStore';
import { ordersCsv, orderDetail, refundsCsv } from './ownerOrder';
import { customers, revenue, searchOrders, type OrderSearch } from './ownerReads';
import { refundReply, type RefundAnswer } from './refundReplies';

/** The shop's data cannot be reached now (the database is down): the caller answers 503. */
export class ShopUnavailableError extends Error {
  constructor() {
    super('The shop cannot reach its data: try again.');
  }
}

export interface ShopOwner {
  /** The revenue's figures, with each product's over the last `days` days (default 28). */
  revenue(days?: RevenuePeriod): Promise<ShopRevenue>;
  orders(search: OrderSearch): Promise<ShopOrderPage>;
  /** Null when there is no such order. */
  order(id: string): Promise<ShopOrderDetail | null>;
  refund(id: string, ask: RefundAskBody, actor: string): Promise<{ status: number; body: RefundAnswer }>;
  /** The receipt again (paid orders only); null when there is no such paid order. */
  resendReceipt(id: string, actor: string, log: FastifyBaseLogger): Promise<Delivery | null>;
  customers(search: { q?: string; page: number }): Promise<CustomerPage>;
  ordersCsv(from: string, to: string): Promise<string>;
  refundsCsv(from: string, to: string): Promise<string>;
  payouts(month?: string): Promise<ShopPayouts>;
  /** The bulk-payout CSV of `npm run payouts -- --csv`. */
  payoutsCsv(month: string): Promise<string>;
  /** Null when the affiliate has no payout line that month. */
  markPayoutPaid(month: string, affiliate: string, actor: string): Promise<MarkPayoutPaidAnswer | null>;
}

const payoutLineView = (line: PayoutLine): PayoutLineView => ({
  affiliate: line.referrerUserId,
  email: line.email,
  commissions: line.commissions.length,
  deductedCents: line.deductions.reduce((sum, d) => sum + d.amountCents, 0),
  totalCents: line.payout?.amountCents ?? line.totalCents,
  due: line.due,
  paid: line.payout
    ? { id: line.payout.id, amountCents: line.payout.amountCents, actor: line.payout.actor, at: line.payout.createdAt }
    : null,
  breakdown: payoutBreakdown(line),
});

export function createShopOwner(deps: {
  db: () => Queryable | null;
  data: () => ShopData | null;
  sendReceipt: ReceiptSender;
  siteOrigin: string;
  now?: () => Date;
}): ShopOwner {
  const now = deps.now ?? (() => new Date());
  const db = () => {
    const current = deps.db();
    if (!current) throw new ShopUnavailableError();
    return current;
  };
  const data = () => {
    const current = deps.data();
    if (!current) throw new ShopUnavailableError();
    return current;
  };
  const payouts = async (month = nextPayoutMonth(now())): Promise<ShopPayouts> => ({
    month,
    payoutDate: payoutDay(month).toISOString().slice(0, 10),
    recordable: payoutDayProblem(month, now()) === null,
    minimumCents: PAYOUT_MINIMUM_CENTS,
    lines: (await data().payouts.ofMonth(month)).map(payoutLineView),
  });

  return {
    revenue: (days) => revenue(db(), now(), days),
    orders: (search) => searchOrders(db(), search),
    order: (id) => orderDetail(db(), id, now()),
    refund: async (id, ask, actor) =>
      refundReply(
        await data().refunds.refund(id, {
          ...ask,
          productIds: ask.productIds ?? [],
          allowException: ask.allowException ?? false,
          actor,
        }),
      ),
    resendReceipt: async (id, actor, log) => {
      const shop = data();
      const order = await shop.orders.findById(id);
      if (!order || order.status !== 'paid') return null;
      const refunds = (await shop.refunds.refundsOf([id])).filter((refund) => refund.status === 'succeeded');
      const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
      const refundedLines = new Set(
        refundedCents >= order.totalCents
          ? order.lines.map((line) => line.productId)
          : refunds.flatMap((refund) => refund.productIds),
      );
      const { outcome } = await deliverReceipt(shop, order, {
        sendReceipt: deps.sendReceipt,
        siteOrigin: deps.siteOrigin,
        log,
        actor,
        refundedLines,
        refundedCents,
      });
      return { kind: 'receipt', outcome, actor, at: now().toISOString() };
    },
    customers: (search) => customers(db(), search),
    ordersCsv: (from, to) => ordersCsv(db(), from, to),
    refundsCsv: (from, to) => refundsCsv(db(), from, to),
    payouts,
    payoutsCsv: async (month) => payoutCsv(await data().payouts.ofMonth(month)),
    markPayoutPaid: async (month, affiliate, actor) => {
      const recorded = await data().payouts.markPaid(month, actor, affiliate);
      const line = (await payouts(month)).lines.find((l) => l.affiliate === affiliate);
      return line ? { line, recorded: recorded.length > 0 } : null;
    },
  };
}
