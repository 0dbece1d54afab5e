/** In-page anchors of the home page, then the route links (docs/product.md §2 Global chrome). */
export const SECTION_LINKS = [
  { id: 'about', label: 'About' },
  { id: 'services', label: 'Services' },
  { id: 'content', label: 'Content' },
  { id: 'contact', label: 'Contact' },
] as const;

export const ROUTE_LINKS = [
  { to: '/shop', label: 'Shop' },
  { to: '/community', label: 'Community' },
  { to: '/ai-trust-test', label: 'AI Trust Test' },
  { to: '/cadence', label: 'Cadence' },
] as const;
