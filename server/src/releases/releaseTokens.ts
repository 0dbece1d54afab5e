// The release tokens (docs/releases.md): one secret per remote, for the HTTP side of the release
// commands: RELEASE_TOKEN_<NAME>, else a file in the data folder (made, readable by its owner only).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const releaseTokenFile = (dataDir: string, remote: string) => path.join(dataDir, 'release-tokens', remote);

/** The configured token (RELEASE_TOKEN_<REMOTE>), else the token file (made when missing and `create`). */
export function releaseToken(
  configured: string | undefined,
  dataDir: string,
  remote: string,
  create: boolean,
): string | null {
  if (configured) return configured;
  const file = releaseTokenFile(dataDir, remote);
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    if (!create) return null;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const token = crypto.randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch {
    // Another instance on the same data folder wrote it first.
    return fs.readFileSync(file, 'utf8').trim() || null;
  }
}

const sha = (value: string) => crypto.createHash('sha256').update(value).digest();
export const tokenMatches = (expected: string, given: string) => crypto.timingSafeEqual(sha(expected), sha(given));

/**
 * Whether an Authorization header carries the release token of a remote (made when missing): for
 * the routes of other rooms that answer a remote's team, such as its release health.
 */
export function releaseTokenCheck(config: {
  remoteNames: readonly string[];
  releases: { tokens: Readonly<Record<string, string | undefined>> };
  data: { dataDir: string };
}): (remote: string, authorization: string | undefined) => boolean {
  const tokens = new Map(
    config.remoteNames.map((remote) => [
      remote,
      releaseToken(config.releases.tokens[remote], config.data.dataDir, remote, true),
    ]),
  );
  return (remote, authorization) => {
    const expected = tokens.get(remote);
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    // Unknown remote and wrong token answer alike, in the same time.
    return tokenMatches(expected ?? crypto.randomUUID(), given) && !!expected;
  };
}
