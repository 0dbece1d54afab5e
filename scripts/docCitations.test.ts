/** @jest-environment node */
// The repository explains itself: a comment or a page that cites `docs/<page>.md, "<heading>"` names
// a page of docs/ and a heading (or a bold lead-in) on it (docs/working.md, "Tests"). A page moved or
// a section renamed fails here, with each stale citation, instead of leaving readers a dead end.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const SOURCE = /\.(ts|tsx|js|mjs|cjs|md)$/;
// `docs/orders.md, "Refunds"`, also inside docs/ as `orders.md, "Refunds"` or `(orders.md), "Refunds"`,
// with the heading wrapped over comment lines.
const CITATION = /(?:docs\/|\(|\s)([a-z][a-z-]*\.md)\)?,?\s*(?:(?:\/\/|\*|#)\s*)?"([^"]{2,120})"/g;

const tracked = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    // This file's own examples are not citations.
    .filter(
      (file) => SOURCE.test(file) && file !== 'scripts/docCitations.test.ts' && fs.existsSync(path.join(ROOT, file)),
    );

/** The headings of a page (any level) and its bold lead-ins, as a reader finds them. */
const headings = new Map<string, string[]>();
function headingsOf(page: string): string[] {
  const known = headings.get(page);
  if (known) return known;
  const text = fs.readFileSync(path.join(DOCS, page), 'utf8');
  const titles = text.match(/^#+ .+$/gm)?.map((line) => line.replace(/^#+ /, '')) ?? [];
  const bold = text.match(/\*\*[^*]+\*\*/g)?.map((lead) => lead.slice(2, -2)) ?? [];
  headings.set(page, [...titles, ...bold]);
  return [...titles, ...bold];
}

/** The citations in `text` of a page of docs/ and a heading that the page does not have. */
function staleIn(text: string, pages: Set<string>): string[] {
  const stale: string[] = [];
  for (const [, page, cited] of text.matchAll(CITATION)) {
    if (!page || !cited || !pages.has(page)) continue;
    const heading = cited.replace(/\s*(?:\/\/|\*)?\s*\n\s*(?:\/\/|\*)?\s*/g, ' ').trim();
    // The heading itself, or its start before a colon or a bracket ("The first seconds: a page ...").
    const names = (found: string) => found === heading || /^[:(,.]/.test(found.slice(heading.length).trim());
    const named = headingsOf(page).some((found) => found.startsWith(heading) && names(found));
    if (!named) stale.push(`docs/${page}, "${heading}"`);
  }
  return stale;
}

const pages = new Set(fs.readdirSync(DOCS));

test('every cited heading of docs/ is on the page it names', () => {
  const stale = tracked().flatMap((file) =>
    staleIn(fs.readFileSync(path.join(ROOT, file), 'utf8'), pages).map((citation) => `${file}: ${citation}`),
  );
  expect(stale).toEqual([]);
});

test('a citation of a heading the page lacks is found, also wrapped over comment lines', () => {
  const text = '// money (docs/orders.md, "Commissions and\n// payouts") and (docs/orders.md, "Payouts")';
  expect(staleIn(text, pages)).toEqual(['docs/orders.md, "Payouts"']);
  expect(staleIn('(docs/nowhere.md, "Payouts")', pages)).toEqual([]);
  // A heading that only starts with the cited words is another section ("Release health and rollouts").
  expect(staleIn('(docs/releases.md, "Release health")', pages)).toEqual(['docs/releases.md, "Release health"']);
  expect(staleIn('(docs/performance.md, "The first seconds")', pages)).toEqual([]);
});
