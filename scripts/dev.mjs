// Development: every package's webpack dev server at once (shell on PORT or 3000, remotes on the
// next five ports), with React Fast Refresh, and with the shell the dev backend: the local auth
// service (PORT+6), /api, /remotes.json and the page's settings, which the shell's dev server
// forwards to it (webpack/devServer/shellDevServer.js; docs/working.md, "Development").
// One remote alone for QA: `npm run dev -w mfe-shop` or `node scripts/dev.mjs mfe-shop`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildServer } from './build/serverBuild.mjs';

const require = createRequire(import.meta.url);
const { registry, packageDirs: packages, portOf } = require('../topology/index.js');
const { childEnv, devBasePort } = require('./settings.js');
const only = process.argv.slice(2);
const selected = only.length ? packages.filter((dir) => only.includes(dir)) : packages;

/** The server's auth service and API, from its build (compiled first, as `npm run build` does). */
async function startDevBackend() {
  await buildServer();
  const { startDevBackend: start } = require('../server/dist/devBackend.js');
  // Requests are logged by the dev servers' own output; the backend reports warnings and errors.
  const backend = await start({ LOG_LEVEL: 'warn', ...childEnv() });
  console.log(`[backend] ${backend.description}; on ${backend.url}`);
  return backend;
}

const backend = selected.includes(registry.shell.dir) ? await startDevBackend() : null;
const devServerEnv = childEnv(backend ? { SITE_DEV_BACKEND: JSON.stringify({ url: backend.url }) } : {});

const children = selected.map((dir) => {
  const child = spawn(process.execPath, ['../node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'], {
    cwd: new URL(`../${dir}/`, import.meta.url),
    env: devServerEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${dir}] `;
  const forward = (stream) => (chunk) =>
    stream.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => prefix + line)
        .join('\n') + '\n',
    );
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code) => {
    if (code) console.error(`${prefix}exited with ${code}`);
  });
  return child;
});

const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await backend?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Dev servers starting: shell on http://localhost:${portOf('shell', devBasePort())}`);
