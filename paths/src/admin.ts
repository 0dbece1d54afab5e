// The operations console's addresses (mfe-admin owns them): the console remote and every package
// that links to it use these, never literals (docs/rollouts.md, "Public addresses"). The console is
// behind sign-in and a role: none of it is prerendered or in the sitemap.

export const adminPaths = {
  console: '/admin',
  /** One remote's page: its releases, rollout and audit trail. */
  remote: (name: string) => `/admin/remotes/${encodeURIComponent(name)}` as const,
  /** The route of a remote's page, as the router matches it. */
  remoteRoute: '/admin/remotes/:remote',
  /** One remote's health charts over the last hour (or `window`: '24h'). */
  health: (name: string, window?: string) =>
    `/admin/remotes/${encodeURIComponent(name)}/health${window ? `?window=${encodeURIComponent(window)}` : ''}` as const,
  healthRoute: '/admin/remotes/:remote/health',
  /** The p75 Web Vitals of each route the account's roles cover. */
  speed: '/admin/speed',
  /** The owner's shop (docs/shop-console.md, "The shop"): revenue first, then its other pages. */
  shop: '/admin/shop',
  shopOrders: '/admin/shop/orders',
  shopOrder: (id: string) => `/admin/shop/orders/${encodeURIComponent(id)}` as const,
  shopOrderRoute: '/admin/shop/orders/:id',
  shopCustomers: '/admin/shop/customers',
  shopPayouts: '/admin/shop/payouts',
} as const;
