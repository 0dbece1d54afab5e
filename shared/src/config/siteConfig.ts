// External addresses and business identity in one place (DEVELOPERS.md: external embeds come
// from configuration). None of them can be reached from the build machine; every page that uses
// them must still behave well when they fail to load.
import external from './external.json';

export const siteConfig = {
  expertName: 'Alex Rivera',
  brandName: 'Alex Rivera AI',
  siteUrl: 'https://alexrivera.ai',
  supportEmail: 'support@alexrivera.ai',
  parentCompany: 'Cadence',
  /**
   * External services (external.json, which the production server also reads to build its
   * Content-Security-Policy): chat assistant (new tab), scheduling page, widget script, embedded
   * contact form, social profile, embedded intake form, and the base address of demo media.
   */
  external,
} as const;

export type SiteConfig = typeof siteConfig;
