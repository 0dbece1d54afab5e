// The shell's dev server: the bundles, and, forwarded to the dev backend `npm run dev` starts
// (server/src/devBackend.ts, its address in SITE_DEV_BACKEND), what the production server gives the
// page: /api, /remotes.json and the page with its run-time settings. /content comes from the content
// remote's dev server, as production serves it. The build requires no file of the server: the two
// meet over HTTP (docs/working.md, "Development").
const path = require('node:path');
const { Readable } = require('node:stream');
const { portOf, registry } = require('../../topology');
const { devBasePort, toolSettings } = require('../../scripts/settings');

/** Where the dev backend answers the page (server/src/pages/devPages.ts, DEV_PAGE_PATH). */
const DEV_PAGE_PATH = '/__dev/page';

/** Sends page requests (HTML, a path without an extension) to the dev backend's page. */
function pageFromBackend(backendUrl) {
  return async (req, res, next) => {
    const wantsPage = req.method === 'GET' && (req.headers.accept || '').includes('text/html');
    if (!wantsPage || path.extname(req.path)) return next();
    try {
      const response = await fetch(`${backendUrl}${DEV_PAGE_PATH}`);
      res.status(response.status);
      for (const header of ['content-type', 'cache-control']) {
        const value = response.headers.get(header);
        if (value) res.set(header, value);
      }
      Readable.fromWeb(response.body).pipe(res);
    } catch (error) {
      next(error);
    }
  };
}

function shellDevServer(base) {
  const backend = toolSettings().SITE_DEV_BACKEND;
  return {
    ...base,
    proxy: [
      // Content files belong to the content remote (topology: contentRemote); the site serves them at /content/... as in production.
      { context: ['/content'], target: `http://localhost:${portOf(registry.contentRemote, devBasePort())}` },
      ...(backend ? [{ context: ['/api', '/remotes.json'], target: backend.url }] : []),
    ],
    setupMiddlewares: (middlewares) => {
      if (!backend) {
        console.warn(
          'No dev backend: /api, /remotes.json and the auth settings come with `npm run dev` (scripts/dev.mjs).',
        );
        return middlewares;
      }
      // Before the dev middleware, which would answer / with the bare index.html.
      middlewares.unshift({ name: 'page-from-dev-backend', middleware: pageFromBackend(backend.url) });
      return middlewares;
    },
  };
}

module.exports = { shellDevServer };
