// What the marketing section declares of itself (docs/releases.md): its routes, its pages, its
// links in the menu (the home page's sections first) and in the footer.
import type { RemoteManifest } from '@site/shared/types';
import { marketingPaths as paths } from './paths';

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
    { path: paths.home },
    { path: paths.community },
    { path: paths.services },
    { path: paths.privacy },
    { path: paths.terms },
    { path: paths.cookies },
    { path: paths.consultationSuccess, sitemap: false, example: '?session_id=cs_test_a1b2c3d4e5f6g7h8' },
  ],
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
