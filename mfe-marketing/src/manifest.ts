// What the marketing section declares of itself (docs/releases.md): its routes, its pages (each with
// its social card), its links in the menu (the home page's sections first) and in the footer.
import type { RemoteManifest, SocialCard } from '@site/shared/types';
import { marketingPaths as paths } from '@site/paths/marketing';

const legalCard: SocialCard = { art: 'sealed-document', eyebrow: 'Legal' };

export const manifest = {
  name: 'marketing',
  label: 'This page',
  routes: [
    paths.home,
    paths.community,
    paths.consultationSuccess,
    paths.privacy,
    paths.terms,
    paths.cookies,
    paths.services,
  ],
  pages: [
    { path: paths.home, card: { art: 'rising-chart', eyebrow: 'AI strategy, automation and training' } },
    { path: paths.community, card: { art: 'people', eyebrow: 'Community' } },
    { path: paths.services, card: { art: 'target', eyebrow: 'Services' } },
    { path: paths.privacy, card: legalCard },
    { path: paths.terms, card: legalCard },
    { path: paths.cookies, card: legalCard },
    {
      path: paths.consultationSuccess,
      sitemap: false,
      example: '?session_id=cs_test_a1b2c3d4e5f6g7h8',
      card: { art: 'check-circle', eyebrow: 'Consultation' },
    },
  ],
  card: { art: 'sparkles', eyebrow: 'Alex Rivera AI' },
  menu: [
    { to: paths.section('about'), label: 'About', order: 10 },
    { to: paths.section('services'), label: 'Services', order: 20 },
    { to: paths.section('content'), label: 'Content', order: 30 },
    { to: paths.section('contact'), label: 'Contact', order: 40 },
    { to: paths.community, label: 'Community', order: 60 },
  ],
  footer: [
    { group: 'Services', to: `${paths.services}#strategy`, label: 'AI Strategy Consulting', order: 10 },
    { group: 'Services', to: `${paths.services}#automation`, label: 'Business Automation', order: 11 },
    { group: 'Services', to: `${paths.services}#training`, label: 'AI Training & Workshops', order: 12 },
    { group: 'Services', to: `${paths.services}#implementation`, label: 'Implementation Support', order: 13 },
    { group: 'Company', to: paths.section('about'), label: 'About', order: 20 },
    { group: 'Company', to: paths.section('testimonials'), label: 'Testimonials', order: 21 },
    { group: 'Company', to: paths.section('contact'), label: 'Contact', order: 22 },
    { group: 'Company', to: paths.community, label: 'Community', order: 23 },
    { group: 'Legal', to: paths.privacy, label: 'Privacy Policy', order: 30 },
    { group: 'Legal', to: paths.terms, label: 'Terms of Service', order: 31 },
    { group: 'Legal', to: paths.cookies, label: 'Cookie Policy', order: 32 },
  ],
} satisfies RemoteManifest;
