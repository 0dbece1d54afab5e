// Issue 25, item 7: every served page is valid HTML, as the Nu HTML Checker (vnu-jar, on this
// machine's Java) reads it: the prerendered pages of the registry, the protected page's shell and
// the not-found page.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseUrl } from './support/browser';

jest.setTimeout(120_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the registry is plain CommonJS
const { sitePages } = require('../webpack/registry/siteRegistry') as {
  sitePages: { public: string[]; protected: string[]; notFound: string };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar exports the jar's path
const vnuJar = require('vnu-jar') as string;

/**
 * The checker's one message that the HTML Standard no longer agrees with: it allows `blocking` on a
 * link of rel "stylesheet" only, and the standard has since added rel "expect" for it (the page's
 * first frame waits for an element: docs/performance.md, "A page that holds still"). Only that
 * message, on such a link, is let through.
 */
const behindTheStandard = (message: string, extract = '') =>
  message.includes('with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”') &&
  /<link rel="expect" href="#[\w-]+"( media="[^"]*")? blocking="render">/.test(extract);

test('every page passes the Nu HTML Checker with no errors', async () => {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) {
    throw new Error('The HTML check needs Java: install it with `apt-get install -y default-jre-headless`.');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-check-'));
  const routes = [...new Set([...sitePages.public, ...sitePages.protected, sitePages.notFound])];
  const files: Record<string, string> = {};
  for (const [i, route] of routes.entries()) {
    const response = await fetch(new URL(route, baseUrl()));
    const file = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(file, await response.text());
    files[`file:${file}`] = route;
  }
  const result = spawnSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', ...Object.keys(files).map((f) => f.slice(5))],
    {
      encoding: 'utf8',
    },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const report = JSON.parse(result.stderr || '{"messages":[]}') as {
    messages: { type: string; url: string; message: string; extract?: string }[];
  };
  const errors = report.messages
    .filter((m) => m.type === 'error' && !behindTheStandard(m.message, m.extract))
    .map((m) => `${files[m.url] ?? m.url}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`);
  expect(errors).toEqual([]);
  expect(routes.length).toBeGreaterThanOrEqual(26);
});
