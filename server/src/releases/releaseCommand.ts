// The release commands (docs/releases.md), for the team that owns a remote:
//   npm run release -- <remote> [--from DIR] [--activate]   build it alone, publish an immutable release
//   npm run release:activate -- <remote> <id>               make a release live, at once, on every instance
//   npm run release:rollback -- <remote>                    go back to the release live before
//   npm run release:activate -- <remote> <id> --percent N   a canary: N % of visitors get it (sticky)
//   npm run release:activate -- <remote> <id> --steps 10,50,100 --interval 5m   a rollout, judged
//   npm run release:rollout -- <remote> promote|abort       a running rollout's next step now, or its end
//   npm run release:list -- <remote>                        the releases, which is live, every move
//   npm run release:preview -- <remote> <id>                a signed link (24 h): one browser gets it
// They find the site and its data by the settings the server reads (DATA_DIR, DATABASE_URL, PORT).
// With the embedded database held by a running server, they ask that server, with the remote's
// release token (DATA_DIR/release-tokens/<remote> or RELEASE_TOKEN_<REMOTE>).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatInterval } from '@site/contract/rollout';
import { readConfig, registry as siteRegistry } from '../config';
import { buildRemote } from './buildRemote';
import { checkCommandArgs } from './commandArgs';
import type { ReleaseHistory } from './releaseRegistry';
import { operationsFor } from './releaseOperations';
import { ROLLOUT_OPTIONS, ROLLOUT_USAGE, rolloutFromFlags } from './rolloutFlags';
import { describePolicy, describeRollout } from './rolloutPrint';
import { digestOf, hasRelease, newReleaseId, readBuild, releaseDir, writeRelease } from './releaseStore';
import { PREVIEW_PATH, previewSecret, signPreview } from './visitorChoice';

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(1);
  }
})();

const USAGE = `Usage:
  npm run release -- <remote> [--from DIR] [--activate]
  npm run release:activate -- <remote> <release id> [--percent N]
${ROLLOUT_USAGE}
  npm run release:rollout -- <remote> promote|abort
  npm run release:rollback -- <remote>
  npm run release:list -- <remote>
  npm run release:preview -- <remote> <release id>
Remotes: ${Object.keys(siteRegistry.remotes).join(', ')}.`;

/** The address visitors use: SITE_ORIGIN, else http://PUBLIC_HOST:PORT, as the server says it. */
const siteOrigin = () => config.http.siteOrigin;

const actor = () => config.releases.actor ?? `${os.userInfo().username}@${os.hostname()}`;

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: config.repoRoot, encoding: 'utf8' });
  if (result.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: config.repoRoot, encoding: 'utf8' }).stdout.trim();
  return `${result.stdout.trim()}${dirty ? '-dirty' : ''}`;
}

function printHistory(history: ReleaseHistory): void {
  console.log(`Releases of "${history.remote}" (live: ${history.live ?? 'none'}):`);
  if (history.canary) {
    console.log(
      `Canary: ${history.canary.releaseId} for ${history.canary.percent}% of visitors (marked ~); the others get ${history.live}.`,
    );
  } else if (history.live) {
    console.log(
      history.previous
        ? `A rollback makes ${history.previous} live again.`
        : `Nothing to roll back to: no release was live before ${history.live}.`,
    );
  }
  for (const release of history.releases) {
    const mark = release.id === history.live ? '*' : release.id === history.canary?.releaseId ? '~' : ' ';
    console.log(
      `${mark} ${release.id.padEnd(28)} ${release.createdAt}  ${(release.commit ?? '-').padEnd(18)} ${release.createdBy}  routes ${release.contract.manifest.routes.join(' ')}`,
    );
  }
  console.log('\nMoves (newest first):');
  for (const move of history.moves) {
    const share = move.percent === undefined ? '' : ` (${move.percent}% of visitors)`;
    console.log(
      `  ${move.at}  ${move.action.padEnd(8)} ${move.from ?? '(none)'} -> ${move.to}${share}  by ${move.actor}`,
    );
    if (move.reason) console.log(`      ${move.reason}`);
  }
}

async function main(): Promise<void> {
  const [verb, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      activate: { type: 'boolean', default: false },
      percent: { type: 'string' },
      ...ROLLOUT_OPTIONS,
      help: { type: 'boolean', default: false },
    },
  });
  const remote = positionals[0];
  if (values.help || !verb || !remote) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  if (!siteRegistry.remotes[remote]) throw new Error(`"${remote}" is not a remote of this site.`);
  checkCommandArgs(verb, positionals, values);

  if (verb === 'publish') {
    const started = Date.now();
    const distDir = values.from
      ? path.resolve(values.from)
      : await buildRemote(config.repoRoot, remote, siteRegistry.remotes[remote]!.dir);
    readBuild(distDir, remote);
    const digest = digestOf(distDir);
    const { ops, store, where } = await operationsFor(config, remote);
    try {
      const known = await ops.findByDigest(digest);
      let id = known?.id;
      if (id) {
        console.error(`These files are release ${id} already (published ${known?.createdAt}).`);
      } else {
        id = newReleaseId(digest);
        for (let n = 2; hasRelease(store, remote, id) || fs.existsSync(releaseDir(store, remote, id)); n += 1) {
          id = `${newReleaseId(digest)}-${n}`;
        }
        writeRelease(store, remote, id, distDir);
        await ops.record({ id, commit: gitCommit(), createdBy: actor(), digest });
        console.error(
          `Published release ${id} of "${remote}" in ${((Date.now() - started) / 1000).toFixed(1)} s (${where}).`,
        );
      }
      if (values.activate) {
        const move = await ops.activate(id, actor());
        console.error(`Live: "${remote}" ${move.from ?? '(none)'} -> ${move.to}.`);
      } else {
        console.error(
          `Preview it: npm run release:preview -- ${remote} ${id}; make it live: npm run release:activate -- ${remote} ${id} (--percent N for a canary)`,
        );
      }
      console.log(id);
    } finally {
      await ops.close();
    }
    return;
  }

  const { ops } = await operationsFor(config, remote);
  try {
    if (verb === 'activate') {
      const id = positionals[1];
      if (!id) throw new Error('Which release? npm run release:activate -- <remote> <release id>');
      const rollout = rolloutFromFlags(values);
      if (rollout) {
        const view = await ops.startRollout({ release: id, actor: actor(), ...rollout });
        console.log(
          `Rollout #${view.id}: ${view.percent}% of visitors get ${id} of "${remote}", the others ${view.stable}; judged every ${formatInterval(view.intervalMs)} (next ${view.nextDecisionAt}), ${describePolicy(view.policy)}. Follow it: npm run release:list -- ${remote}; stop it: npm run release:rollback -- ${remote}.`,
        );
        return;
      }
      const percent = values.percent === undefined ? undefined : Number(values.percent);
      if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100)) {
        throw new Error(`--percent must be a whole number from 0 to 100 (got "${values.percent}").`);
      }
      const move = await ops.activate(id, actor(), percent);
      if (move.reason) console.log(move.reason);
      if (percent === undefined) {
        console.log(`Live: "${remote}" ${move.from ?? '(none)'} -> ${move.to} (every instance serves it within 5 s).`);
      } else {
        console.log(
          `Canary: ${move.to} of "${remote}" for ${percent}% of visitors, the others keep ${move.from} (within 5 s). Make it live for everyone: npm run release:activate -- ${remote} ${move.to}; end it: npm run release:rollback -- ${remote}.`,
        );
      }
    } else if (verb === 'preview') {
      const id = positionals[1];
      if (!id) throw new Error('Which release? npm run release:preview -- <remote> <release id>');
      const release = await ops.find(id);
      if (!release) {
        throw new Error(`There is no release ${id} of "${remote}" (npm run release:list -- ${remote} shows them).`);
      }
      // The page checks no version of the shell's shared modules and no route of the other sections
      // (docs/releases.md): said here, when the team asks for the link, what would keep the release
      // from going live, as the registry that would refuse it says. The team gets its link even from
      // a server that cannot say (one started before it could).
      const problems = await ops.problems(id).catch((error: unknown) => {
        console.error(
          `Whether ${id} could go live now was not checked (${error instanceof Error ? error.message : String(error)}); activating it checks first.`,
        );
        return [];
      });
      if (problems.length) {
        console.error(
          `Release ${id} could not go live beside the live shell and sections; its preview runs all the same:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
        );
      }
      const token = signPreview(previewSecret(config.releases.previewSecret, config.data.dataDir), remote, id);
      console.error(
        `A preview of ${id} of "${remote}" for one browser, for 24 hours (the bar on every page has "Leave preview"):`,
      );
      console.log(`${siteOrigin()}${PREVIEW_PATH}?token=${token}`);
    } else if (verb === 'rollback') {
      const move = await ops.rollback(actor());
      if (move.reason) console.log(move.reason);
      console.log(`Rolled back: "${remote}" ${move.from ?? '(none)'} -> ${move.to}.`);
    } else if (verb === 'rollout') {
      const move = positionals[1];
      if (move !== 'promote' && move !== 'abort') {
        throw new Error(`Promote or abort? npm run release:rollout -- ${remote} promote|abort`);
      }
      const view = await ops.moveRollout(move, actor());
      console.log(describeRollout(view).join('\n'));
    } else if (verb === 'list') {
      printHistory(await ops.history());
      const rollout = await ops.rollout();
      if (rollout) console.log(`\n${describeRollout(rollout).join('\n')}`);
    } else {
      throw new Error(`Unknown command "${verb}".`);
    }
  } finally {
    await ops.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
