// What the trust test declares of itself (docs/releases.md): its route, page (and its social card)
// and menu link.
import type { RemoteManifest } from '@site/shared/types';
import { quizPaths as paths } from '@site/paths/quiz';

export const manifest = {
  name: 'quiz',
  label: 'The AI trust test',
  routes: [paths.trustTest],
  pages: [{ path: paths.trustTest }],
  card: { art: 'shield-check', eyebrow: 'The AI trust test' },
  menu: [{ to: paths.trustTest, label: 'AI Trust Test', order: 70 }],
} satisfies RemoteManifest;
