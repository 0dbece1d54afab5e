// Every route of the console's shop API with a body its owner could send: the tests check that
// each is a 404 to anyone but the owner (the server's tests and the browser's).
export const SHOP_ROUTES: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/console/shop/revenue' },
  // By product: a period, or one it does not offer, is the same 404 (no 400 that confirms the route).
  { method: 'GET', url: '/api/console/shop/revenue?days=90' },
  { method: 'GET', url: '/api/console/shop/revenue?days=5' },
  { method: 'GET', url: '/api/console/shop/orders?q=a' },
  { method: 'GET', url: '/api/console/shop/orders/ORD-AAAAAAAA' },
  {
    method: 'POST',
    url: '/api/console/shop/orders/ORD-AAAAAAAA/refunds',
    body: { reason: 'x', requestKey: 'key-12345678' },
  },
  { method: 'POST', url: '/api/console/shop/orders/ORD-AAAAAAAA/receipt', body: {} },
  { method: 'GET', url: '/api/console/shop/customers' },
  { method: 'GET', url: '/api/console/shop/export/orders.csv?from=2026-01-01&to=2026-12-31' },
  { method: 'GET', url: '/api/console/shop/export/refunds.csv?from=2026-01-01&to=2026-12-31' },
  { method: 'GET', url: '/api/console/shop/export/payouts.csv' },
  { method: 'GET', url: '/api/console/shop/payouts' },
  { method: 'POST', url: '/api/console/shop/payouts/2026-11/paid', body: { affiliate: 'u' } },
];
