// `npm run dev`: what the production server gives the page, made for the webpack development servers
// (docs/working.md, "Development"). The shell's dev server forwards /remotes.json and its page here:
// - /remotes.json names each remote's dev server (or its REMOTE_<NAME>_URL pin) and carries the
//   sections each remote declares, read from the release-contract.json its build writes (rewritten
//   whenever its manifest changes), as production reads them from the live releases;
// - the page is the shell's, from its dev server, with the auth settings in it (injectRuntimeSettings).
// A remote whose dev server is not running has no section: its paths show the not-found page, as
// they would on a site where it has no live release.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { RuntimeConfig } from '@site/contract/runtimeConfig';
import { CONTRACT_FILE, parseRemoteContract, sectionOf, type Section } from '../releases';
import { injectRuntimeSettings, type PublicAuthConfig } from './shellIndex';

/** The path the shell's dev server asks for its page (one page for every route in development). */
export const DEV_PAGE_PATH = '/__dev/page';

export interface DevPagesOptions {
  /** The shell's dev server (http://localhost:PORT). */
  shellOrigin: string;
  /** Each remote's dev server (http://localhost:PORT+n). */
  remoteOrigins: Readonly<Record<string, string>>;
  /** REMOTE_<NAME>_URL pins: manifest URLs that win over the dev servers. */
  pins: Readonly<Record<string, string>>;
  /** REMOTE_LOAD_TIMEOUT_MS, when set. */
  loadTimeoutMs?: number;
  runtimeSettings: { supabase: PublicAuthConfig | null; authUnavailable: string | null };
  logger: Logger;
  /** How long to wait for a dev server (its first compilation included); default 60 s. */
  waitMs?: number;
}

export function registerDevPages(app: FastifyInstance, options: DevPagesOptions): void {
  const waitMs = options.waitMs ?? 60_000;
  const remoteNames = Object.keys(options.remoteOrigins);
  const { pins, loadTimeoutMs } = options;
  const manifestOf = (remote: string) => pins[remote] ?? `${options.remoteOrigins[remote]}/mf-manifest.json`;

  /** What a remote's build declares now, or null (its dev server is down or its contract is not valid). */
  async function devSectionOf(remote: string): Promise<Section | null> {
    const url = new URL(CONTRACT_FILE, manifestOf(remote)).href;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(waitMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const { manifest } = parseRemoteContract(await response.json(), url);
      if (manifest.name !== remote) throw new Error(`${url} declares "${manifest.name}", not "${remote}"`);
      return sectionOf(manifest);
    } catch (error) {
      // fetch says "fetch failed"; what failed (ECONNREFUSED, a timeout) is its cause.
      const { message, cause } = error as { message?: string; cause?: { code?: string; message?: string } };
      const reason = cause?.code ?? cause?.message ?? message;
      options.logger.warn(`${remote}: no section, so its pages are not routed (is its dev server running?): ${reason}`);
      return null;
    }
  }

  app.get('/remotes.json', async (_request, reply) => {
    const found = await Promise.all(remoteNames.map(async (remote) => [remote, await devSectionOf(remote)] as const));
    const sections = Object.fromEntries(found.filter((entry): entry is [string, Section] => entry[1] !== null));
    const remotes = Object.fromEntries(remoteNames.map((remote) => [remote, manifestOf(remote)]));
    const runtimeConfig: RuntimeConfig = { remotes, sections, ...(loadTimeoutMs ? { loadTimeoutMs } : {}) };
    return reply.header('Cache-Control', 'no-cache').send(runtimeConfig);
  });

  app.get(DEV_PAGE_PATH, async (_request, reply) => {
    const response = await fetch(`${options.shellOrigin}/index.html`, { signal: AbortSignal.timeout(waitMs) });
    if (!response.ok) {
      return reply.code(502).type('text/plain').send(`The shell's dev server answered ${response.status}.`);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectRuntimeSettings(await response.text(), options.runtimeSettings));
  });
}
