// The shell's dev server: besides the bundles, what the production server gives the page
// (server/src/main.ts): /remotes.json, /content from the quiz remote and, under `npm run dev`,
// /api and the auth settings in the page from the dev backend scripts/dev.mjs starts
// (server/src/devBackend.ts, described in SITE_DEV_BACKEND).
const path = require('node:path');
const { buildRuntimeConfig } = require('./runtimeConfig');
const { portOf, registry } = require('./siteRegistry');

/** Serves the shell's page, as the production server does, with the auth settings in it. */
function pageWithRuntimeSettings(server, runtimeSettings) {
  const { injectRuntimeSettings } = require('../server/dist/shellIndex.js');
  return (req, res, next) => {
    const wantsPage = req.method === 'GET' && (req.headers.accept || '').includes('text/html');
    if (!wantsPage || path.extname(req.path)) return next();
    server.middleware.waitUntilValid(() => {
      const file = path.join(server.compiler.options.output.path, 'index.html');
      server.middleware.context.outputFileSystem.readFile(file, (error, html) => {
        if (error) return next(error);
        res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.send(injectRuntimeSettings(html.toString(), runtimeSettings));
      });
    });
  };
}

function shellDevServer(base) {
  const backend = process.env.SITE_DEV_BACKEND ? JSON.parse(process.env.SITE_DEV_BACKEND) : null;
  return {
    ...base,
    proxy: [
      // Content files belong to the content remote (remotes.json: contentRemote); the site serves them at /content/... as in production.
      { context: ['/content'], target: `http://localhost:${portOf(registry.contentRemote)}` },
      ...(backend ? [{ context: ['/api'], target: backend.apiUrl }] : []),
    ],
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache').json(buildRuntimeConfig());
      });
      if (backend) {
        middlewares.unshift({
          name: 'page-with-runtime-settings',
          middleware: pageWithRuntimeSettings(server, backend.runtimeSettings),
        });
      }
      return middlewares;
    },
  };
}

module.exports = { shellDevServer };
