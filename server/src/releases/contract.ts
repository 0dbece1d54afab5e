// What a release promises and needs, and the checks the registry makes before it lets one go live
// (docs/releases.md): a remote must expose what the shell loads, need no shared package in a version
// the live shell does not provide (the shell is the one provider of the singletons), and claim no
// route another live remote owns. Each refusal says what to fix.
import semver from 'semver';
import { routesOverlap } from '@site/contract/routes';
import type { RemoteContract, ShellContract } from '@site/contract/releaseContract';

export {
  parseRemoteContract,
  parseShellContract,
  type RemoteContract,
  type ShellContract,
} from '@site/contract/releaseContract';

/** The module every remote exposes for the shell to mount. */
export const ROUTES_MODULE = './routes';

/** What a release declares of its remote (@site/contract/manifest). */
export type SectionManifest = RemoteContract['manifest'];

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
