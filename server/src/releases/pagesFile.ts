// A release's prerendered pages (pages.json, written beside its build by scripts/prerender.mjs) and
// the shell's not-found page (not-found.json), as the server reads them (docs/rollouts.md, "Pages of a release"). A release whose pages.json is not valid is refused when it is published or recorded
// (releaseStore.ts readBuild), long before a visitor asks for one of its pages.
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/** A page as prerendered: placed into the shell's page by `composePage` (pages/sitePages.ts). */
export interface PageFragment {
  title: string;
  description: string;
  head: string;
  root: string;
}

export const PAGES_FILE = 'pages.json';
export const NOT_FOUND_FILE = 'not-found.json';

const Text = v.pipe(v.string(), v.maxLength(2_000_000));
const FragmentSchema = v.object({ title: Text, description: Text, head: Text, root: Text });
// The sections a fragment was rendered with are the page's to hydrate with; the shell checks them.
const SectionsSchema = v.record(v.string(), v.looseObject({ label: v.string(), routes: v.array(v.string()) }));
const PagesFileSchema = v.object({
  schema: v.literal(1),
  sections: SectionsSchema,
  pages: v.record(v.pipe(v.string(), v.startsWith('/')), FragmentSchema),
});
export const NotFoundFileSchema = v.object({ schema: v.literal(1), sections: SectionsSchema, page: FragmentSchema });

export function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${file} is not valid JSON (${error.message}).`);
    throw error;
  }
}

export function parsed<T>(schema: v.GenericSchema<unknown, T>, data: unknown, what: string): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const where = result.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? '';
  throw new Error(`${what} is not valid${where ? ` at ${where}` : ''}: ${result.issues[0]?.message}`);
}

/** The pages.json of a build or release folder, checked; null where it has none. */
export function readPagesFile(dir: string): v.InferOutput<typeof PagesFileSchema> | null {
  const file = path.join(dir, PAGES_FILE);
  return fs.existsSync(file) ? parsed(PagesFileSchema, readJson(file), file) : null;
}
