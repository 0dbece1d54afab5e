// What a remote declares of itself, in its src/manifest.ts (docs/rollouts.md, "What a remote declares"): its section (sections.ts), its pages and their social cards, the pages behind sign-in.
// The build reads the manifests from the sources and checks them, each release carries its own and
// the server checks it again: one shape for all of them.
import * as v from 'valibot';
import { routeMatches, RoutePatternSchema } from './routes';
import { LabelSchema, RemoteNameSchema, SectionSchema, type Section } from './sections';

const Path = v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9\-._~/]*$/, 'must be a path like /shop/gifts'), v.maxLength(300));

/**
 * A motif of the brand's social-card art, named for what it shows (drawn at build in
 * webpack/brand/cardMotifs.js; docs/brand.md, "Social cards and icons").
 */
const CardArtSchema = v.picklist([
  'rising-chart',
  'shopping-bag',
  'course-video',
  'app-tiles',
  'network',
  'conversation',
  'rosette',
  'cart',
  'people',
  'pulse-rings',
  'service-bell',
  'shield-check',
  'padlock',
  'sealed-document',
  'target',
  'check-circle',
  'sparkles',
]);

/** What a page's social card shows beside its title: the art, and the line above the title. */
const SocialCardSchema = v.object({
  art: CardArtSchema,
  /** The page's section, as the card names it ("Shop · AI apps"). */
  eyebrow: LabelSchema,
});

/** A page a remote prerenders; `sitemap: false` keeps it out of the sitemap. */
const SectionPageSchema = v.object({
  path: Path,
  sitemap: v.optional(v.boolean()),
  /** A query string the page is checked with (tests, screenshots); it renders without one. */
  example: v.optional(v.pipe(v.string(), v.regex(/^\?[A-Za-z0-9\-._~=&%]*$/), v.maxLength(200))),
  /** Its social card, where it is not the section's (the manifest's `card`). */
  card: v.optional(SocialCardSchema),
});

const ManifestEntries = {
  name: RemoteNameSchema,
  ...SectionSchema.entries,
  /** Pages prerendered with each release. */
  pages: v.pipe(v.array(SectionPageSchema), v.maxLength(500)),
  /**
   * Paths behind sign-in: rendered in the browser only, never in the sitemap or indexed. A pattern
   * ending in '/*' (a console) is that path and everything under it.
   */
  protected: v.optional(v.pipe(v.array(RoutePatternSchema), v.maxLength(100))),
};

/** Whether a route covers a page, or every page under a pattern ('/admin/*' needs a route like it). */
const covers = (route: string, page: string) =>
  page.endsWith('/*')
    ? route.endsWith('/*') && routeMatches(route, page.slice(0, -2) || '/')
    : routeMatches(route, page);

/** Whether every page it declares (prerendered, or behind sign-in) is under its own routes. */
const pagesWithinRoutes = (manifest: { routes: string[]; pages: { path: string }[]; protected?: string[] }) =>
  [...manifest.pages.map((page) => page.path), ...(manifest.protected ?? [])].every((path) =>
    manifest.routes.some((route) => covers(route, path)),
  );
const OUTSIDE_ROUTES = 'it declares a page outside its own routes';

/**
 * What a remote declares of itself: the paths it owns, its pages, its links in the chrome, and the
 * social card of its pages that declare none of their own.
 */
export const RemoteManifestSchema = v.pipe(
  v.object({ ...ManifestEntries, card: SocialCardSchema }),
  v.check((manifest) => pagesWithinRoutes(manifest), OUTSIDE_ROUTES),
);

/** A manifest as a release carries it: one made before manifests declared a social card has none. */
export const ReleasedManifestSchema = v.pipe(
  v.object({ ...ManifestEntries, card: v.optional(SocialCardSchema) }),
  v.check((manifest) => pagesWithinRoutes(manifest), OUTSIDE_ROUTES),
);

export type SectionPage = v.InferOutput<typeof SectionPageSchema>;
export type SocialCard = v.InferOutput<typeof SocialCardSchema>;
export type RemoteManifest = v.InferOutput<typeof RemoteManifestSchema>;

/** A manifest's section: what the chrome and the route table take of it. */
export const sectionOf = ({ label, routes, menu, footer }: Omit<RemoteManifest, 'card'>): Section => ({
  label,
  routes,
  menu,
  footer,
});
