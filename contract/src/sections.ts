// What of a remote's manifest the page's chrome uses, its section (docs/rollouts.md, "What a remote declares"): its label, the routes it owns and its links in the menu and the footer. The server
// composes the live releases' sections into every page and /remotes.json; the shell builds its route
// table, menu and footer from them. Apart from the rest of the manifest (manifest.ts), so that the
// shell's first script carries only this.
import * as v from 'valibot';
import { RoutePatternSchema } from './routes';

/** A remote's name in the topology and the run-time configuration. */
export const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,30}$/, 'must be a remote name'));

export const LabelSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(80));

/**
 * A link a section puts in the shared chrome. `order` places it among every section's links; a `to`
 * of the form '/#id' is a section of the home page.
 */
const SectionLinkSchema = v.object({
  to: v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9\-._~/]*(#[A-Za-z0-9\-_]+)?$/, 'must be a path of the site')),
  label: LabelSchema,
  order: v.pipe(v.number(), v.finite()),
});

/** A link in one of the footer's groups ('Services', 'Company', 'Legal'). */
const SectionFooterLinkSchema = v.object({ ...SectionLinkSchema.entries, group: LabelSchema });

/** A remote's section: what the chrome and the route table take of its manifest. */
export const SectionSchema = v.object({
  /** What a visitor reads when the section cannot be loaded ("The shop could not be loaded"). */
  label: LabelSchema,
  /** Paths it owns: an exact path, or one ending in '/*' (that path and everything under it). */
  routes: v.pipe(v.array(RoutePatternSchema), v.minLength(1), v.maxLength(100)),
  menu: v.optional(v.pipe(v.array(SectionLinkSchema), v.maxLength(20))),
  footer: v.optional(v.pipe(v.array(SectionFooterLinkSchema), v.maxLength(50))),
});

export const SectionsSchema = v.record(RemoteNameSchema, SectionSchema);

/** The id of the page's script element that carries its sections (the server writes it, the shell reads it). */
export const SECTIONS_SCRIPT_ID = 'site-sections';

/**
 * The sections a page carries: `live`, what this browser gets (its releases); `rendered`, what the
 * page's HTML was rendered with, where that differs (hydration uses those, then switches).
 */
export const PageSectionsSchema = v.object({ live: SectionsSchema, rendered: v.optional(SectionsSchema) });

export type SectionLink = v.InferOutput<typeof SectionLinkSchema>;
export type SectionFooterLink = v.InferOutput<typeof SectionFooterLinkSchema>;
export type Section = v.InferOutput<typeof SectionSchema>;
export type Sections = v.InferOutput<typeof SectionsSchema>;
