// Refunds, each applied once (docs/orders.md, "Refunds"). A refund is decided under the order's row
// lock, so two asked at once (on any instances) are decided one after the other, and a request key
// answers the same refund however often it is sent. Simulated payments refund at once; with Stripe
// the refund is asked with an idempotency key and goes through when Stripe's charge.refunded says so.
import type { Database, Queryable } from '../../db';
import { newPublicId } from '../orderRules';
import type { PaymentProvider } from '../payments';
import type { StoredOrder } from '../stores/orderRows';
import { findOrderById } from '../stores/orderStore';
import * as store from '../stores/refundStore';
import { planRefund, reversalCents, type RefundAsk } from './refundRules';

export interface RefundRequest extends RefundAsk {
  reason: string;
  actor: string;
  /** The same key again answers the same refund, never a second one. */
  requestKey: string;
}

export type RefundOutcome =
  | { kind: 'refunded' | 'pending' | 'repeated'; refund: store.RefundRecord }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'not-found' }
  | { kind: 'conflict'; message: string };

/** What Stripe's charge.refunded says: the charge's payment, its order, and how much is refunded in all. */
export interface ChargeRefunded {
  orderId: string | null;
  paymentRef: string | null;
  amountRefundedCents: number;
  refunds: { id: string; amountCents: number; refundId: string | null }[];
}

/** A refund went through: its receipt goes to the buyer (after the transaction). */
export type RefundNotifier = (order: StoredOrder, refund: store.RefundRecord) => Promise<void>;

const succeededCents = (refunds: store.RefundRecord[]) =>
  refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0);

export type RefundService = ReturnType<typeof createRefundService>;

export function createRefundService(
  db: Database,
  deps: { payments: PaymentProvider; notify: RefundNotifier; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  /** What a refund that went through takes back: its share of the commission, and memberships. */
  const applyEffects = async (tx: Queryable, order: StoredOrder, refund: store.RefundRecord, refundedAfter: number) => {
    const commission = await store.commissionOfOrder(tx, order.id);
    if (commission) {
      const cents = reversalCents(commission, {
        amountCents: refund.amountCents,
        orderTotalCents: order.totalCents,
        refundedAfterCents: refundedAfter,
      });
      await store.insertReversal(tx, refund.id, order.id, cents, refund.settledAt ?? now());
    }
    const full = refundedAfter >= order.totalCents;
    if (full || refund.productIds.length > 0) {
      await store.endSubscriptions(tx, order.id, full ? null : refund.productIds, refund.settledAt ?? now());
    }
  };

  const notifyAll = async (settled: { order: StoredOrder; refund: store.RefundRecord }[]) => {
    for (const { order, refund } of settled) await deps.notify(order, refund);
  };

  /** Sends a pending refund to the provider; a refusal there fails it (its amount is free again). */
  const send = async (order: StoredOrder, refund: store.RefundRecord): Promise<store.RefundRecord> => {
    if (!deps.payments.refund) throw new Error(`${deps.payments.name} payments cannot refund`);
    try {
      const { providerRefundId } = await deps.payments.refund(order, refund);
      await store.setProviderRefund(db, refund.id, providerRefundId);
      return { ...refund, providerRefundId };
    } catch (error) {
      // A refusal (4xx) is final; a network failure is retried by resumeUnsent with the same key.
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        await store.failRefund(db, refund.id, (error as Error).message);
        return { ...refund, status: 'failed', failure: (error as Error).message };
      }
      throw error;
    }
  };

  const refund = async (orderId: string, ask: RefundRequest): Promise<RefundOutcome> => {
    const simulated = deps.payments.name === 'simulated';
    const decided = await db.transaction(async (tx) => {
      if (!(await store.lockOrder(tx, orderId))) return { kind: 'not-found' as const };
      const repeated = await store.findRefundByKey(tx, ask.requestKey);
      if (repeated) {
        return repeated.orderId === orderId
          ? { kind: 'repeated' as const, refund: repeated }
          : { kind: 'conflict' as const, message: 'This request key was used for another order.' };
      }
      const order = (await findOrderById(tx, orderId))!;
      const previous = (await store.refundsOfOrders(tx, [orderId])).filter((r) => r.status !== 'failed');
      const plan = planRefund(
        order,
        {
          cents: previous.reduce((sum, r) => sum + r.amountCents, 0),
          productIds: new Set(previous.flatMap((r) => r.productIds)),
        },
        ask,
        now(),
      );
      if (!plan.ok) return { kind: 'refused' as const, code: plan.code, message: plan.message };
      const at = now();
      const record: store.RefundRecord = {
        id: newPublicId('RF'),
        orderId,
        requestKey: ask.requestKey,
        amountCents: plan.amountCents,
        productIds: plan.productIds,
        reason: ask.reason,
        exception: plan.exception,
        actor: ask.actor,
        status: simulated ? 'succeeded' : 'pending',
        provider: deps.payments.name,
        providerRefundId: null,
        failure: null,
        createdAt: at,
        settledAt: simulated ? at : null,
      };
      await store.insertRefund(tx, record);
      if (simulated) await applyEffects(tx, order, record, succeededCents(previous) + record.amountCents);
      return { kind: simulated ? ('refunded' as const) : ('pending' as const), refund: record, order };
    });
    if (decided.kind === 'pending') return { kind: 'pending', refund: await send(decided.order, decided.refund) };
    if (decided.kind === 'refunded') {
      await notifyAll([{ order: decided.order, refund: decided.refund }]);
      return { kind: 'refunded', refund: decided.refund };
    }
    return decided;
  };

  /**
   * Stripe's charge.refunded: the order's refunds up to the charge's amount_refunded go through.
   * Ours are settled by their provider id; an amount refunded in Stripe's dashboard becomes a refund
   * row of its own. Replayed, it finds everything settled and changes nothing.
   */
  const applyChargeRefunded = async (charge: ChargeRefunded): Promise<number> => {
    const settled = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id FROM orders WHERE id = $1 OR ($2::text IS NOT NULL AND payment_ref = $2) LIMIT 1',
        [charge.orderId, charge.paymentRef],
      );
      const orderId = rows[0]?.id;
      if (!orderId || !(await store.lockOrder(tx, orderId))) return [];
      const order = (await findOrderById(tx, orderId))!;
      const refunds = await store.refundsOfOrders(tx, [orderId]);
      let refunded = succeededCents(refunds);
      const done: { order: StoredOrder; refund: store.RefundRecord }[] = [];
      const settle = async (refund: store.RefundRecord, providerRefundId?: string) => {
        const at = now();
        if (!(await store.settleRefund(tx, refund.id, at, providerRefundId))) return;
        refunded += refund.amountCents;
        const settledRefund = { ...refund, status: 'succeeded' as const, settledAt: at };
        await applyEffects(tx, order, settledRefund, refunded);
        done.push({ order, refund: settledRefund });
      };
      for (const given of charge.refunds) {
        const ours = refunds.find((r) => r.providerRefundId === given.id || r.id === given.refundId);
        if (ours?.status === 'pending') await settle(ours, given.id);
      }
      for (const pending of refunds.filter((r) => r.status === 'pending')) {
        if (
          refunded + pending.amountCents <= charge.amountRefundedCents &&
          !done.some((d) => d.refund.id === pending.id)
        ) {
          await settle(pending);
        }
      }
      const gap = Math.min(charge.amountRefundedCents, order.totalCents) - refunded;
      if (gap > 0) {
        const at = now();
        const outside: store.RefundRecord = {
          id: newPublicId('RF'),
          orderId,
          requestKey: `stripe:${charge.paymentRef ?? orderId}:${charge.amountRefundedCents}`,
          amountCents: gap,
          productIds: [],
          reason: "Refunded in Stripe's dashboard",
          exception: null,
          actor: 'stripe',
          status: 'succeeded',
          provider: 'stripe',
          providerRefundId: null,
          failure: null,
          createdAt: at,
          settledAt: at,
        };
        await store.insertRefund(tx, outside);
        refunded += gap;
        await applyEffects(tx, order, outside, refunded);
        done.push({ order, refund: outside });
      }
      return done;
    });
    await notifyAll(settled);
    return settled.length;
  };

  /** Refunds recorded but maybe never sent (the process stopped in between): sent again, same key. */
  const resumeUnsent = async (olderThanMs = 30_000): Promise<number> => {
    if (!deps.payments.refund) return 0;
    const unsent = (await store.unsentRefunds(db, deps.payments.name)).filter(
      (r) => now().getTime() - r.createdAt.getTime() >= olderThanMs,
    );
    for (const refund of unsent) {
      const order = await findOrderById(db, refund.orderId);
      if (order) await send(order, refund);
    }
    return unsent.length;
  };

  return {
    refund,
    applyChargeRefunded,
    resumeUnsent,
    refundsOf: (orderIds: string[]) => store.refundsOfOrders(db, orderIds),
  };
}
