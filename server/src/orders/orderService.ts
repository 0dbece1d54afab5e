// The shop's orders as the API uses them (docs/orders.md). An order is checked and priced here,
// from the catalogue with the cart's own pricing function, before any store sees it; the stores
// (stores/) keep what they are given. A paid order starts what it pays for: its memberships'
// subscriptions and, for a referred buyer's first purchase, the referrer's commission.
import type { OrderRequest } from '@site/contract/orders';
import { normalizeEmail } from '../auth';
import type { Database, Queryable } from '../db';
import {
  commissionCents,
  MEMBERSHIP_TYPE,
  newPublicId,
  oneMonthAfter,
  priceOrder,
  requestHash,
  type BadInput,
  type ShopCatalogue,
} from './orderRules';
import { insertCommission, referrerOfCode } from './stores/affiliateStore';
import type { ReceiptMode, StoredOrder } from './stores/orderRows';
import * as orders from './stores/orderStore';
import * as payments from './stores/paymentStore';
import * as subscriptions from './stores/subscriptionStore';

export interface NewOrder {
  request: OrderRequest;
  idempotencyKey: string;
  /** The verified account placing it, or null for a guest. */
  userId: string | null;
  provider: string;
  /** Paid at once (the simulated provider): created paid in one transaction, with how its receipt goes out. */
  payNow?: { receipt: ReceiptMode };
}

export type CreateOutcome =
  | { kind: 'created' | 'repeated'; order: StoredOrder }
  | { kind: 'conflict' }
  | { kind: 'bad-input'; problem: BadInput }
  | { kind: 'referral-refused'; problem: BadInput };

type Buyer = { userId: string | null; emailNormalized: string };

export type OrderService = ReturnType<typeof createOrderService>;

export function createOrderService(
  db: Database,
  { catalogue, now = () => new Date() }: { catalogue: ShopCatalogue; now?: () => Date },
) {
  /** Why a referral code gives no discount to this buyer, or the referrer when it does. */
  const referralVerdict = async (code: string, buyer: Buyer): Promise<{ reason: string } | { referrer: string }> => {
    const referrer = await referrerOfCode(db, code);
    if (!referrer) return { reason: 'This referral code is not known.' };
    if (referrer.userId === buyer.userId || referrer.emailNormalized === buyer.emailNormalized) {
      return { reason: 'Your own referral code cannot be used on your purchases.' };
    }
    if (await orders.hasPaidOrder(db, buyer)) return { reason: 'The referral discount is for a first purchase only.' };
    return { referrer: referrer.userId };
  };

  /** What a paid order starts: its memberships' subscriptions, and the referrer's commission. */
  const startPaidRecords = async (tx: Queryable, order: StoredOrder, paidAt: Date, referrer: string | null) => {
    for (const [lineNo, line] of order.lines.entries()) {
      if (line.type !== MEMBERSHIP_TYPE) continue;
      await subscriptions.insertSubscription(tx, {
        id: newPublicId('SUB'),
        orderId: order.id,
        lineNo,
        userId: order.userId,
        emailNormalized: order.emailNormalized,
        productId: line.productId,
        name: line.name,
        priceCents: line.unitPriceCents,
        features: catalogue.get(line.productId)?.features ?? [],
        periodEnd: oneMonthAfter(paidAt),
        createdAt: paidAt,
      });
    }
    if (referrer) {
      await insertCommission(tx, {
        orderId: order.id,
        referrerUserId: referrer,
        amountCents: commissionCents(order.subtotalCents, order.discountCents),
        at: paidAt,
        buyerEmailNormalized: order.emailNormalized,
      });
    }
  };

  const create = async ({ request, idempotencyKey, userId, provider, payNow }: NewOrder): Promise<CreateOutcome> => {
    const hash = requestHash(request, userId);
    const buyer: Buyer = { userId, emailNormalized: normalizeEmail(request.contact.email) };
    const code = request.referralCode ? request.referralCode.toUpperCase() : null;

    /** The order already made under this key: the same one, a conflict (another body), or none. */
    const existing = async (): Promise<CreateOutcome | null> => {
      const found = await orders.findByIdempotencyKey(db, idempotencyKey);
      if (!found) return null;
      return found.requestHash === hash ? { kind: 'repeated', order: found.order } : { kind: 'conflict' };
    };

    // A retry of an order already made answers that order, whatever happened since (even if it
    // has been paid meanwhile and the referral no longer applies): looked up first when a referral
    // is checked; otherwise the insert's ON CONFLICT finds it (one round trip less).
    let referrer: string | null = null;
    if (code) {
      const before = await existing();
      if (before) return before;
      const verdict = await referralVerdict(code, buyer);
      if ('reason' in verdict) {
        return {
          kind: 'referral-refused',
          problem: { error: 'Referral discount not available', message: verdict.reason, field: 'referralCode' },
        };
      }
      referrer = verdict.referrer;
    }
    const priced = priceOrder(request.items, catalogue, referrer !== null);
    if (!priced.ok) return { kind: 'bad-input', problem: priced.problem };

    const createdAt = now();
    const order: StoredOrder = {
      id: newPublicId('ORD'),
      status: payNow ? 'paid' : 'pending',
      email: request.contact.email,
      emailNormalized: buyer.emailNormalized,
      firstName: request.contact.firstName,
      lastName: request.contact.lastName,
      userId,
      referralCode: code,
      referralApplied: referrer !== null,
      ...priced.totals,
      provider,
      providerSessionId: null,
      receipt: payNow?.receipt ?? null,
      createdAt,
      paidAt: payNow ? createdAt : null,
      lines: priced.lines,
    };
    const outcome = await db.transaction(async (tx): Promise<CreateOutcome> => {
      const inserted = await orders.insertOrder(tx, {
        id: order.id,
        idempotencyKey,
        requestHash: hash,
        contact: { ...request.contact, emailNormalized: buyer.emailNormalized },
        userId,
        referralCode: code,
        referrerUserId: referrer,
        totals: priced.totals,
        lines: priced.lines,
        provider,
        createdAt,
        // Paid at once (simulated): pending and paid within this one transaction.
        paidReceipt: payNow?.receipt ?? null,
      });
      if (!inserted) return { kind: 'conflict' };
      if (payNow) await startPaidRecords(tx, order, createdAt, referrer);
      return { kind: 'created', order };
    });
    // Lost a race for the key: ON CONFLICT waited for the winner's commit, so its order is there.
    return outcome.kind === 'conflict' ? ((await existing()) ?? outcome) : outcome;
  };

  /** A payment provider confirmed the order (the webhook): paid once; false when it already was. */
  const markPaid = (orderId: string, receipt: ReceiptMode, paymentRef: string | null = null): Promise<boolean> =>
    db.transaction(async (tx) => {
      const paidAt = now();
      const paid = await payments.markOrderPaid(tx, orderId, receipt, paidAt, paymentRef);
      if (!paid) return false;
      const order = await orders.findOrderById(tx, orderId);
      if (order) await startPaidRecords(tx, order, paidAt, paid.referrerUserId);
      return true;
    });

  return {
    create,
    markPaid,
    findById: (id: string) => orders.findOrderById(db, id),
    /** A guest's orders and subscriptions join the account with the same normalised email. */
    claimGuestRecords: async (userId: string, email: string) => {
      await orders.claimGuestOrders(db, userId, normalizeEmail(email));
      await subscriptions.claimGuestSubscriptions(db, userId, normalizeEmail(email));
    },
    listForUser: (userId: string) => orders.listOrdersForUser(db, userId),
    subscriptionsForUser: (userId: string) => subscriptions.subscriptionsForUser(db, userId, now()),
    cancelSubscription: (userId: string, id: string) => subscriptions.cancelSubscription(db, userId, id, now()),
    findByProviderSession: (sessionId: string) => payments.findByProviderSession(db, sessionId),
    setProviderSession: (orderId: string, sessionId: string) => payments.setProviderSession(db, orderId, sessionId),
    setReceipt: (orderId: string, receipt: ReceiptMode | null) => orders.setReceipt(db, orderId, receipt),
    recordEvent: (eventId: string, type: string) => payments.recordPaymentEvent(db, eventId, type),
  };
}
