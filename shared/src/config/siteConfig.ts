// External addresses and business identity in one place (DEVELOPERS.md: external embeds come
// from configuration). None of them can be reached from the build machine; every page that uses
// them must still behave well when they fail to load.
import { externalServices } from '@site/contract/externalServices';

export const siteConfig = {
  expertName: 'Alex Rivera',
  brandName: 'Alex Rivera AI',
  siteUrl: 'https://alexrivera.ai',
  supportEmail: 'support@alexrivera.ai',
  parentCompany: 'Cadence',
  /**
   * External services (@site/contract/externalServices, whose origins the production server's
   * Content-Security-Policy allows): chat assistant (new tab), scheduling page, widget script,
   * embedded contact form, social profile, embedded intake form, and the base address of demo media.
   */
  external: externalServices,
} as const;

export type SiteConfig = typeof siteConfig;
