// A release registry on a test database, with releases recorded as a build would record them, for
// other rooms' tests (the console's) that move releases through the registry's own operations.
import type { Database } from '../../db';
import type { RemoteContract, ShellContract } from '../contract';
import { createReleaseRegistry, type ReleaseRegistry } from '../releaseRegistry';
import { createRollouts, type Rollouts } from '../rollouts';

const SHELL: ShellContract = { schema: 1, kind: 'shell', provides: { react: '19.3.1' } };

const contractOf = (remote: string, routes: string[]): RemoteContract => ({
  schema: 2,
  kind: 'remote',
  remote,
  exposes: ['./routes'],
  needs: { react: '^19.0.0' },
  manifest: { name: remote, label: remote, routes, pages: [] },
});

/** The registry on `db` (migrated already), its rollouts, and a way to record a release of a remote's routes. */
export function testRegistry(db: Database): {
  registry: ReleaseRegistry;
  rollouts: Rollouts;
  publish: (remote: string, id: string, routes: string[]) => Promise<unknown>;
} {
  const registry = createReleaseRegistry(db, () => SHELL);
  return {
    registry,
    rollouts: createRollouts({ db: () => db, shell: () => SHELL }),
    publish: (remote, id, routes) =>
      registry.record({
        id,
        remote,
        commit: 'abc',
        digest: `d-${id}`,
        createdBy: 'test',
        contract: contractOf(remote, routes),
      }),
  };
}
