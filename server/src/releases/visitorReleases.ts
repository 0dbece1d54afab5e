// The shell's side of previews and canaries (docs/releases.md, "Previews and canaries"): what one
// browser gets of each remote (read from its cookies on every page and /remotes.json), the page a
// preview link lands on, and the way out of a preview.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { readCookie } from '../platform';
import type { LiveRemotes, VisitorRemotes } from './liveRemotes';
import type { ReleaseRegistry } from './releaseRegistry';
import {
  BUCKET_COOKIE,
  chooseBucket,
  cookie,
  LEAVE_PREVIEW_PATH,
  parseBucket,
  PREVIEW_COOKIE,
  PREVIEW_PATH,
  previewLanding,
  verifyPreview,
  type Preview,
} from './visitorChoice';

/** How long a visitor keeps its canary bucket. */
const BUCKET_MAX_AGE_S = 180 * 24 * 60 * 60;

export interface VisitorReleasesOptions {
  live: LiveRemotes;
  registry: () => ReleaseRegistry | null;
  secret: string;
  remoteNames: readonly string[];
  logger: Logger;
}

export interface VisitorAnswer extends VisitorRemotes {
  preview: { remote: string; release: string } | null;
  /** The remotes this browser gets a canary or a preview of (what its page reports them as). */
  cohorts: Record<string, 'canary' | 'preview'>;
}

export interface VisitorReleases {
  /** What this browser gets; gives it a canary bucket (a cookie) when a canary runs and it has none. */
  choose(request: FastifyRequest, reply: FastifyReply): Promise<VisitorAnswer>;
  register(app: FastifyInstance): void;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page a refused link shows: plain HTML, no script, the site's colours. */
function messagePage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">Go to the live site</a></p>
</main>
</body>
</html>
`;
}

export function createVisitorReleases(options: VisitorReleasesOptions): VisitorReleases {
  /** Releases found in the registry (a release is never deleted from it): no query per request. */
  const known = new Set<string>();
  const inRegistry = async (remote: string, release: string) => {
    const key = `${remote}/${release}`;
    if (known.has(key)) return true;
    const registry = options.registry();
    if (!registry) return false;
    try {
      if (!(await registry.find(remote, release))) return false;
    } catch (error) {
      options.logger.warn({ err: error }, 'preview: the registry cannot be read');
      return false;
    }
    known.add(key);
    return true;
  };

  const previewOf = async (request: FastifyRequest): Promise<Preview | null> => {
    const token = readCookie(request.headers.cookie, PREVIEW_COOKIE);
    if (!token) return null;
    const checked = verifyPreview(options.secret, token, options.remoteNames);
    if (!checked.ok) return null;
    return (await inRegistry(checked.preview.remote, checked.preview.release)) ? checked.preview : null;
  };

  const secure = (request: FastifyRequest) => request.protocol === 'https';

  return {
    async choose(request, reply) {
      const preview = await previewOf(request);
      let bucket = parseBucket(readCookie(request.headers.cookie, BUCKET_COOKIE));
      if (bucket === null && options.live.canaryRunning()) {
        bucket = chooseBucket();
        reply.header(
          'Set-Cookie',
          cookie(BUCKET_COOKIE, String(bucket), { maxAgeSeconds: BUCKET_MAX_AGE_S, secure: secure(request) }),
        );
      }
      // Each browser may get its own releases: no shared cache may answer it for another.
      reply.header('Vary', 'Cookie');
      const remotes = options.live.forVisitor({ bucket, preview });
      const live = options.live.releases();
      const cohorts: VisitorAnswer['cohorts'] = {};
      for (const [remote, release] of Object.entries(remotes.releases)) {
        if (preview?.remote === remote) cohorts[remote] = 'preview';
        else if (release && release !== live[remote]) cohorts[remote] = 'canary';
      }
      return { ...remotes, cohorts, preview: preview ? { remote: preview.remote, release: preview.release } : null };
    },

    register(app) {
      app.get<{ Querystring: { token?: string } }>(PREVIEW_PATH, async (request, reply) => {
        reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
        const checked = verifyPreview(options.secret, request.query.token, options.remoteNames);
        const refuse = (status: number, title: string, text: string) =>
          reply.code(status).type('text/html; charset=utf-8').send(messagePage(title, text));
        if (!checked.ok) {
          options.logger.warn({ reason: checked.reason }, 'preview link refused');
          return checked.reason === 'expired'
            ? refuse(
                410,
                'This preview link has expired',
                'Preview links work for 24 hours. Ask the team for a new one (npm run release:preview). You are seeing the live site.',
              )
            : refuse(
                400,
                'This preview link is not valid',
                'The link was changed or is incomplete, so it was ignored. Ask the team for a new one (npm run release:preview). You are seeing the live site.',
              );
        }
        const { remote, release, expiresAt } = checked.preview;
        if (!(await inRegistry(remote, release))) {
          return refuse(
            404,
            'This release cannot be previewed',
            `The registry has no release ${release} of ${remote}. You are seeing the live site.`,
          );
        }
        const token = request.query.token ?? '';
        reply.header(
          'Set-Cookie',
          cookie(PREVIEW_COOKIE, token, { maxAgeSeconds: (expiresAt - Date.now()) / 1000, secure: secure(request) }),
        );
        options.logger.info({ remote, release }, 'preview started');
        const registry = options.registry();
        const record = registry ? await registry.find(remote, release).catch(() => null) : null;
        return reply.redirect(previewLanding(record?.contract.manifest), 303);
      });

      app.get(LEAVE_PREVIEW_PATH, async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        reply.header('Set-Cookie', cookie(PREVIEW_COOKIE, '', { maxAgeSeconds: 0, secure: secure(request) }));
        return reply.redirect('/', 303);
      });
    },
  };
}
