// The routes the build prerendered: every remote's dist/pages.json (written by
// scripts/prerender.mjs), the pages the site serves as HTML before its scripts arrive.
import fs from 'node:fs';
import path from 'node:path';
import { remoteDirs } from '../../topology';

export function prerenderedRoutes(): string[] {
  const root = path.resolve(__dirname, '..', '..');
  return remoteDirs.flatMap((dir) => {
    const file = path.join(root, dir, 'dist', 'pages.json');
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build).`);
    const { pages } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: Record<string, unknown> };
    return Object.keys(pages);
  });
}
