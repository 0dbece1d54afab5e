// The shop's records on one open database: the order service over its stores, the refunds, the
// affiliate records, and the signer of the links a buyer opens without signing in.
import type { Database } from '../db';
import type { ShopCatalogue } from './orderRules';
import { createOrderService, type OrderService } from './orderService';
import type { PaymentProvider } from './payments';
import { createRefundService, type RefundNotifier, type RefundService } from './refunds/refundService';
import { createLinkSigner, loadServerSecret, type LinkSigner } from './signedLinks';
import { unlinkAccount, type AccountUnlinked } from './stores/accountUnlink';
import { createAffiliateStore, type AffiliateStore } from './stores/affiliateStore';
import { markMonthPaid, payoutsOfMonth } from './stores/payoutStore';
import { recordDelivery } from './stores/refundStore';

export interface ShopData {
  orders: OrderService;
  refunds: RefundService;
  affiliates: AffiliateStore;
  /** Each affiliate's payout of a month ('2026-11'), and recording it paid (once, from its payout day). */
  payouts: {
    ofMonth: (month: string) => ReturnType<typeof payoutsOfMonth>;
    markPaid: (month: string, actor: string, affiliate?: string) => ReturnType<typeof markMonthPaid>;
  };
  /** The order's delivery history: each receipt and refund receipt sent, and how it went. */
  recordDelivery: (delivery: Parameters<typeof recordDelivery>[1]) => Promise<void>;
  signer: LinkSigner;
  /** An account deleted: its orders kept with no link to it (stores/accountUnlink.ts). */
  unlinkAccount: (userId: string) => Promise<AccountUnlinked>;
}

export interface ShopDataOptions {
  payments: PaymentProvider;
  /** A refund went through: the buyer's refund receipt. */
  notifyRefund: RefundNotifier;
  now?: () => Date;
}

export async function openShopData(
  db: Database,
  catalogue: ShopCatalogue,
  options: ShopDataOptions,
): Promise<ShopData> {
  return {
    orders: createOrderService(db, { catalogue, now: options.now }),
    refunds: createRefundService(db, { payments: options.payments, notify: options.notifyRefund, now: options.now }),
    affiliates: createAffiliateStore(db, options.now),
    payouts: {
      ofMonth: (month) => payoutsOfMonth(db, month),
      markPaid: (month, actor, affiliate) => markMonthPaid(db, month, actor, options.now?.() ?? new Date(), affiliate),
    },
    recordDelivery: (delivery) => recordDelivery(db, delivery),
    signer: createLinkSigner(await loadServerSecret(db, 'links')),
    unlinkAccount: (userId) => unlinkAccount(db, userId, options.now?.() ?? new Date()),
  };
}
