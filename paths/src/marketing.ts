// The marketing section's public addresses (mfe-marketing owns the pages): the marketing remote and
// every package that links to it use these, never literals (docs/rollouts.md, "Public addresses").

/** The home page's sections, by the id of their anchor. */
export type HomeSection = 'about' | 'services' | 'content' | 'testimonials' | 'contact';

export const marketingPaths = {
  home: '/',
  section: (id: HomeSection) => `/#${id}` as const,
  services: '/services',
  community: '/community',
  consultationSuccess: '/consultation-success',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;
