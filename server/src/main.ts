// Production server: the shell on PORT (default 3000) and each remote on its own origin
// (PORT+1 ... PORT+5), from the production builds. No external service is needed.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT, buildRuntimeConfig, loadServerConfig, registry } from './config';
import { cataloguePath, loadCatalogue, registerConsultationPayment } from './api/consultationPayment';
import { registerContentProxy } from './contentProxy';
import { injectRemotePreloads, injectRuntimeSettings } from './shellIndex';
import { buildContentSecurityPolicy, inlineScriptHashes, readExternalServices } from './securityHeaders';
import { assertBuilt, createStaticSite } from './staticSite';
import { resolveAuthSettings, startAuthBackend } from './auth/authBackend';

export interface RunningSite {
  close: () => Promise<void>;
  urls: Record<string, string>;
  /** Each origin's server by name ('shell', the remote names, 'auth'), e.g. to stop one in a test. */
  servers: Record<string, FastifyInstance>;
  /** Which authentication backend the page uses. */
  authDescription: string;
}

export async function startSite(env: NodeJS.ProcessEnv = process.env): Promise<RunningSite> {
  const config = loadServerConfig(env);
  const servers: FastifyInstance[] = [];
  const byName: Record<string, FastifyInstance> = {};
  const urls: Record<string, string> = {};
  const siteOrigin = env.SITE_ORIGIN?.replace(/\/+$/, '') || `http://${config.publicHost}:${config.port}`;
  let authDescription = '';

  const shellRoot = config.distDir(registry.shell.dir);
  assertBuilt(shellRoot, 'The shell');
  for (const remote of Object.values(registry.remotes)) assertBuilt(config.distDir(remote.dir), remote.dir);

  try {
    for (const [name, remote] of Object.entries(registry.remotes)) {
      // Each remote's own origin also serves its standalone page at any of its routes (QA).
      const app = await createStaticSite({ root: config.distDir(remote.dir), cors: true, spaFallback: true });
      const port = config.remotePort(name);
      await app.listen({ host: config.host, port });
      servers.push(app);
      byName[name] = app;
      urls[name] = `http://${config.publicHost}:${port}`;
    }

    const auth = await startAuthBackend(
      resolveAuthSettings({
        env,
        repoRoot: REPO_ROOT,
        port: config.port,
        publicHost: config.publicHost,
        siteOrigins: [siteOrigin, `http://${config.publicHost}:${config.port}`],
      }),
      config.host,
    );
    authDescription = auth.description;
    if (auth.server && auth.publicConfig) {
      servers.push(auth.server);
      byName.auth = auth.server;
      urls.auth = auth.publicConfig.url;
    }

    const runtimeConfig = buildRuntimeConfig(config) as { remotes: Record<string, string> };
    const shell = await createStaticSite({
      root: shellRoot,
      cors: false,
      spaFallback: true,
      // PRERENDER=off serves the client-rendered shell for every path: only a yardstick for
      // bench:lighthouse --no-prerender (what a visitor got before the HTML was prerendered).
      prerendered: env.PRERENDER !== 'off',
      contentSecurityPolicy: buildContentSecurityPolicy({
        remoteUrls: Object.values(runtimeConfig.remotes),
        external: readExternalServices(),
        authUrl: auth.publicConfig?.url ?? null,
        scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(shellRoot, 'index.html'), 'utf8')),
      }),
      transformIndex: (html) =>
        injectRemotePreloads(injectRuntimeSettings(html, { supabase: auth.publicConfig }), runtimeConfig.remotes),
    });
    registerConsultationPayment(shell, {
      catalogue: loadCatalogue(cataloguePath(REPO_ROOT)),
      siteOrigin,
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    });
    registerContentProxy(shell, new URL(runtimeConfig.remotes.quiz ?? '').origin);
    shell.get('/remotes.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(runtimeConfig),
    );
    await shell.listen({ host: config.host, port: config.port });
    servers.push(shell);
    byName.shell = shell;
    urls.shell = `http://${config.publicHost}:${config.port}`;
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }

  return {
    urls,
    servers: byName,
    authDescription,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}

if (require.main === module) {
  startSite()
    .then(({ urls, close, authDescription }) => {
      console.log(`Site ready at ${urls.shell}`);
      for (const [name, url] of Object.entries(urls)) {
        if (name !== 'shell' && name !== 'auth') console.log(`  remote ${name}: ${url}`);
      }
      console.log(`  ${authDescription}`);
      const stop = () => {
        void close().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
