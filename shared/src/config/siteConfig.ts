// External addresses and business identity in one place (DEVELOPERS.md: external embeds come
// from configuration). None of them can be reached from the build machine; every page that uses
// them must still behave well when they fail to load.

export const siteConfig = {
  expertName: 'Alex Rivera',
  brandName: 'Alex Rivera AI',
  siteUrl: 'https://alexrivera.ai',
  supportEmail: 'support@alexrivera.ai',
  parentCompany: 'Cadence',
  external: {
    /** External AI chat assistant, opened in a new tab. */
    chatAssistantUrl: 'https://chat.alexrivera.ai/assistant',
    /** Public scheduling page for the free 30-minute call. */
    schedulingPageUrl: 'https://calendly.com/alexrivera-ai/30min',
    /** Script of the embedded scheduling widget. */
    schedulingWidgetScript: 'https://assets.calendly.com/assets/external/widget.js',
    /** Embedded external contact form. */
    contactFormUrl: 'https://forms.alexrivera.ai/contact',
    /** Social profile where the featured videos live. */
    socialProfileUrl: 'https://www.youtube.com/@alexrivera-ai',
    /** Embedded external insurance intake form of the concierge. */
    intakeFormUrl: 'https://forms.cadence-concierge.com/intake',
    /** Base address of product demo videos and posters. */
    mediaBaseUrl: 'https://media.alexrivera.ai',
  },
} as const;

export type SiteConfig = typeof siteConfig;
