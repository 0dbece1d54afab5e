// The marketing section's paths: other packages link to it through these, never through literals
// (docs/releases.md, "What a remote declares").

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
