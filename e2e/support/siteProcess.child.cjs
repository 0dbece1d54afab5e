// Runs the production site in a child process that a test can steer over stdin:
// "stop <name>" takes one origin's server down, "start <name>" brings a remote back.
const path = require('node:path');
const readline = require('node:readline');
const { setTimeout } = require('node:timers');

const root = path.resolve(__dirname, '..', '..');
const { startSite } = require(path.join(root, 'server', 'dist', 'main.js'));
const { readConfig } = require(path.join(root, 'server', 'dist', 'config', 'index.js'));
const { createStaticSite } = require(path.join(root, 'server', 'dist', 'platform', 'index.js'));
const { remoteReleasesDir } = require(path.join(root, 'server', 'dist', 'releases', 'index.js'));
const { registry, portOf } = require(path.join(root, 'topology', 'index.js'));

const port = Number(process.argv[2]);
/** How long `exit` waits for the origins to close. */
const EXIT_LIMIT_MS = 15_000;

// The parent sets the environment (a throw-away auth data folder among it).
startSite({ ...process.env, PORT: String(port), HOST: '127.0.0.1' }).then((site) => {
  const servers = { ...site.servers };
  process.stdout.write(`READY ${JSON.stringify(site.urls)}\n`);
  readline.createInterface({ input: process.stdin }).on('line', async (line) => {
    const [command, name] = line.trim().split(/\s+/);
    try {
      if (command === 'stop' && servers[name]) {
        await servers[name].close();
        delete servers[name];
      } else if (command === 'start' && registry.remotes[name] && !servers[name]) {
        const app = await createStaticSite({
          root: path.join(root, registry.remotes[name].dir, 'dist'),
          cors: true,
          spaFallback: false,
          // Its releases too: the page loads the live one (docs/releases.md).
          releasesRoot: remoteReleasesDir(readConfig(process.env).releases.storeDir, name),
        });
        await app.listen({ host: '127.0.0.1', port: portOf(name, port) });
        servers[name] = app;
      } else if (command === 'exit') {
        // As a deployed server stops (server/src/platform/shutdown.ts): past a limit it exits anyway,
        // saying which origins were still closing (a test's afterAll once waited out its timeout here).
        const closing = new Set(Object.keys(servers));
        setTimeout(() => {
          process.stderr.write(
            `site process: ${[...closing].join(', ')} still closing after ${EXIT_LIMIT_MS} ms: exiting\n`,
          );
          process.exit(1);
        }, EXIT_LIMIT_MS).unref();
        await Promise.all(Object.entries(servers).map(([n, s]) => s.close().then(() => closing.delete(n))));
        process.exit(0);
      }
      process.stdout.write(`DONE ${command} ${name ?? ''}\n`);
    } catch (error) {
      process.stdout.write(`FAILED ${command} ${error.message}\n`);
    }
  });
});
