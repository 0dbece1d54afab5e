// The signed-in visitor's own records (docs/orders.md): orders, subscriptions (cancelled at the
// period's end) and affiliate figures. Guest orders with the account's email join it first, once
// that email is confirmed: an unconfirmed sign-up with a buyer's address sees none of theirs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUBSCRIPTION_ID_PATTERN } from '../orderRules';
import { orderView, subscriptionView } from '../orderViews';
import { MINUTE, notFound, READ_LIMIT, type RouteKit } from './replies';

export function registerAccountRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { dataOr503, requireAccount, handle } = kit;

  /** The signed-in account, its guest records joined to it first, and the shop's data. */
  const claimedAccount = async (request: FastifyRequest) => {
    const account = await requireAccount(request);
    const data = dataOr503();
    if (account.emailConfirmed) await data.orders.claimGuestRecords(account.userId, account.email);
    return { account, data };
  };

  app.get(
    '/api/account/orders',
    { config: READ_LIMIT },
    handle(async (request) => {
      const { account, data } = await claimedAccount(request);
      const orders = await data.orders.listForUser(account.userId);
      const refunds = await data.refunds.refundsOf(orders.map((order) => order.id));
      return { orders: orders.map((order) => orderView(order, data.signer, { refunds })) };
    }),
  );

  app.get(
    '/api/account/subscriptions',
    { config: READ_LIMIT },
    handle(async (request) => {
      const { account, data } = await claimedAccount(request);
      return { subscriptions: (await data.orders.subscriptionsForUser(account.userId)).map(subscriptionView) };
    }),
  );

  app.post(
    '/api/account/subscriptions/:id/cancel',
    { config: { rateLimit: { max: 20, timeWindow: MINUTE } } },
    handle(async (request) => {
      const account = await requireAccount(request);
      const { id } = request.params as { id: string };
      if (!SUBSCRIPTION_ID_PATTERN.test(id)) throw notFound();
      const subscription = await dataOr503().orders.cancelSubscription(account.userId, id);
      if (!subscription) throw notFound();
      return { subscription: subscriptionView(subscription) };
    }),
  );

  app.get(
    '/api/affiliate',
    { config: READ_LIMIT },
    handle(async (request) => {
      const account = await requireAccount(request);
      return { affiliate: await dataOr503().affiliates.affiliateFor(account.userId, account.email) };
    }),
  );
}
