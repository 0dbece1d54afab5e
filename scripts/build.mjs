// Production build of everything: the server (tsc), then the remotes and the shell (webpack).
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  return Date.now() - started;
};

const bin = (name) => `node_modules/.bin/${name}`;
const started = Date.now();
run(bin('tsc'), ['-p', 'server/tsconfig.json']);
run(bin('webpack'), ['--mode', 'production', '--config', 'webpack.config.js']);
run('node', ['scripts/prerender.mjs']);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
