// What a release promises and needs, and the checks the registry makes before it lets one go live
// (docs/releases.md): a remote must expose what the shell loads, need no shared package in a version
// the live shell does not provide (the shell is the one provider of the singletons), and claim no
// route another live remote owns. Each refusal says what to fix.
import semver from 'semver';
import * as v from 'valibot';

/** The module every remote exposes for the shell to mount. */
export const ROUTES_MODULE = './routes';

const Route = v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9\-._~/]*(\/\*)?$/, 'must be a path like /shop or /shop/*'));
const Page = v.pipe(v.string(), v.startsWith('/'), v.maxLength(300));

const RemoteContractSchema = v.object({
  schema: v.literal(1),
  kind: v.literal('remote'),
  remote: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,30}$/)),
  exposes: v.array(v.string()),
  needs: v.record(v.string(), v.string()),
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  routes: v.array(Route),
  pages: v.array(Page),
  unlistedPages: v.array(Page),
  protectedPages: v.array(Page),
});

const ShellContractSchema = v.object({
  schema: v.literal(1),
  kind: v.literal('shell'),
  provides: v.record(v.string(), v.string()),
});

export type RemoteContract = v.InferOutput<typeof RemoteContractSchema>;
export type ShellContract = v.InferOutput<typeof ShellContractSchema>;

function parse<T>(schema: v.GenericSchema<unknown, T>, data: unknown, what: string): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  throw new Error(`${what} is not valid${where ? ` at ${where}` : ''}: ${issue?.message ?? 'bad shape'}`);
}

/** A remote's release-contract.json, checked (it comes from a release folder: untrusted). */
export const parseRemoteContract = (data: unknown, what = 'release-contract.json') =>
  parse(RemoteContractSchema, data, what);

/** The shell's release-contract.json: the shared packages and versions it provides. */
export const parseShellContract = (data: unknown, what = "the shell's release-contract.json") =>
  parse(ShellContractSchema, data, what);

const base = (pattern: string) => (pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern).toLowerCase() || '/';
const covers = (pattern: string, path: string) => {
  const b = base(pattern);
  const p = path.toLowerCase();
  return pattern.endsWith('/*') ? p === b || p.startsWith(`${b}/`) : p === b;
};

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
    for (const route of candidate.routes) {
      const clash = live.contract.routes.find((theirs) => routesOverlap(route, theirs));
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
