// What a release promises and needs, and the checks the registry makes before it lets one go live
// (docs/releases.md): a remote must expose what the shell loads, need no shared package in a version
// the live shell does not provide (the shell is the one provider of the singletons), and claim no
// route another live remote owns. Each refusal says what to fix.
import semver from 'semver';
import * as v from 'valibot';

/** The module every remote exposes for the shell to mount. */
export const ROUTES_MODULE = './routes';

const base = (pattern: string) => (pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern).toLowerCase() || '/';
/** Whether a route pattern (exact, or ending in '/*') matches a path. */
export const covers = (pattern: string, path: string) => {
  const b = base(pattern);
  const p = path.toLowerCase();
  return pattern.endsWith('/*') ? p === b || p.startsWith(`${b}/`) : p === b;
};

const Route = v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9\-._~/]*(\/\*)?$/, 'must be a path like /shop or /shop/*'));
const Path = v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9\-._~/]*$/, 'must be a path like /shop/gifts'), v.maxLength(300));
const Label = v.pipe(v.string(), v.minLength(1), v.maxLength(80));
/** A link's target: a path, with a fragment (/#about, /services#strategy) at most. */
const LinkTarget = v.pipe(
  v.string(),
  v.regex(/^\/[A-Za-z0-9\-._~/]*(#[A-Za-z0-9\-_]+)?$/, 'must be a path of the site'),
);
const Link = v.object({ to: LinkTarget, label: Label, order: v.pipe(v.number(), v.finite()) });

/** What a remote declares of itself (its src/manifest.ts; RemoteManifest in @site/shared/types). */
const ManifestSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,30}$/)),
  label: Label,
  routes: v.pipe(v.array(Route), v.minLength(1), v.maxLength(100)),
  pages: v.pipe(
    v.array(
      v.object({
        path: Path,
        sitemap: v.optional(v.boolean()),
        example: v.optional(v.pipe(v.string(), v.regex(/^\?[A-Za-z0-9\-._~=&%]*$/), v.maxLength(200))),
      }),
    ),
    v.maxLength(500),
  ),
  protected: v.optional(v.pipe(v.array(Path), v.maxLength(100))),
  menu: v.optional(v.pipe(v.array(Link), v.maxLength(20))),
  footer: v.optional(v.pipe(v.array(v.object({ ...Link.entries, group: Label })), v.maxLength(50))),
});

const RemoteContractSchema = v.pipe(
  v.object({
    schema: v.literal(2),
    kind: v.literal('remote'),
    remote: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,30}$/)),
    exposes: v.array(v.string()),
    needs: v.record(v.string(), v.string()),
    manifest: ManifestSchema,
  }),
  v.check((contract) => contract.manifest.name === contract.remote, 'its manifest names another remote'),
  v.check(
    (contract) =>
      [...contract.manifest.pages.map((page) => page.path), ...(contract.manifest.protected ?? [])].every((path) =>
        contract.manifest.routes.some((route) => covers(route, path)),
      ),
    'it declares a page outside its own routes',
  ),
);

const ShellContractSchema = v.object({
  schema: v.literal(1),
  kind: v.literal('shell'),
  provides: v.record(v.string(), v.string()),
});

export type RemoteContract = v.InferOutput<typeof RemoteContractSchema>;
export type SectionManifest = RemoteContract['manifest'];
export type ShellContract = v.InferOutput<typeof ShellContractSchema>;

function parse<T>(schema: v.GenericSchema<unknown, T>, data: unknown, what: string): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  throw new Error(`${what} is not valid${where ? ` at ${where}` : ''}: ${issue?.message ?? 'bad shape'}`);
}

/**
 * A release made before remotes declared a manifest (schema 1: label, routes and page lists at the
 * top level) reads as the same declaration in today's form.
 */
function upgraded(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || (data as { schema?: unknown }).schema !== 1) return data;
  const old = data as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  return {
    schema: 2,
    kind: old.kind,
    remote: old.remote,
    exposes: old.exposes,
    needs: old.needs,
    manifest: {
      name: old.remote,
      label: old.label,
      routes: old.routes,
      pages: [
        ...list(old.pages).map((path) => ({ path })),
        ...list(old.unlistedPages).map((path) => ({ path: String(path).split('?')[0], sitemap: false })),
      ],
      protected: list(old.protectedPages),
    },
  };
}

/** A remote's release-contract.json, checked (it comes from a release folder: untrusted). */
export const parseRemoteContract = (data: unknown, what = 'release-contract.json') =>
  parse(RemoteContractSchema, upgraded(data), what);

/** The shell's release-contract.json: the shared packages and versions it provides. */
export const parseShellContract = (data: unknown, what = "the shell's release-contract.json") =>
  parse(ShellContractSchema, data, what);

/** Whether two route patterns (exact, or ending in '/*') can match the same path. */
export function routesOverlap(a: string, b: string): boolean {
  return covers(a, base(b)) || covers(b, base(a));
}

export interface LiveRemote {
  releaseId: string;
  contract: RemoteContract;
}

/**
 * The reasons a release may not go live next to the live shell and the other remotes' live
 * releases; empty when it may.
 */
export function activationProblems(
  candidate: RemoteContract,
  shell: ShellContract,
  others: Readonly<Record<string, LiveRemote>>,
): string[] {
  const problems: string[] = [];
  if (!candidate.exposes.includes(ROUTES_MODULE)) {
    problems.push(
      `It does not expose ${ROUTES_MODULE}, the module the shell loads: add "${ROUTES_MODULE}" to the exposes of ${candidate.remote}'s webpack.config.js and release again.`,
    );
  }
  for (const [request, range] of Object.entries(candidate.needs)) {
    const provided = shell.provides[request];
    if (provided === undefined) {
      problems.push(
        `It needs the shared module ${request} (${range}), which the live shell does not provide: release a shell that shares it first, or stop importing it.`,
      );
    } else if (!semver.validRange(range)) {
      problems.push(`It needs ${request} in "${range}", which is not a version range.`);
    } else if (!semver.satisfies(provided, range)) {
      problems.push(
        `It needs ${request} ${range}; the live shell provides ${provided}. Build it against the shell's ${request} (${provided}), or release a shell that provides ${range} first.`,
      );
    }
  }
  for (const [remote, live] of Object.entries(others)) {
    if (remote === candidate.remote) continue;
    for (const route of candidate.manifest.routes) {
      const clash = live.contract.manifest.routes.find((theirs) => routesOverlap(route, theirs));
      if (clash) {
        problems.push(
          `Its route ${route} collides with ${clash} of the live "${remote}" release ${live.releaseId}: a path has one owner. Rename the route, or move it out of "${remote}" first.`,
        );
      }
    }
  }
  return problems;
}

/** Thrown when a release may not go live; its message lists every reason. */
export class ActivationRefusedError extends Error {
  constructor(
    readonly remote: string,
    readonly releaseId: string,
    readonly problems: string[],
  ) {
    super(
      `Release ${releaseId} of "${remote}" was not activated:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ActivationRefusedError';
  }
}
