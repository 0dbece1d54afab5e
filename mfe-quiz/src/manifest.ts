// What the trust test declares of itself (docs/releases.md): its route, page and menu link.
import type { RemoteManifest } from '@site/shared/types';
import { quizPaths as paths } from './paths';

export const manifest = {
  name: 'quiz',
  label: 'The AI trust test',
  routes: [paths.trustTest],
  pages: [{ path: paths.trustTest }],
  menu: [{ to: paths.trustTest, label: 'AI Trust Test', order: 70 }],
} satisfies RemoteManifest;
