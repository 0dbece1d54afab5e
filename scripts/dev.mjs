// Development: every package's webpack dev server at once (shell on PORT or 3000, remotes on the
// next five ports), with hot reload. One remote alone for QA: `npm run dev -w mfe-shop`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const registry = JSON.parse(readFileSync(new URL('../webpack/remotes.json', import.meta.url), 'utf8'));
const packages = [...Object.values(registry.remotes).map((r) => r.dir), registry.shell.dir];
const only = process.argv.slice(2);
const selected = only.length ? packages.filter((dir) => only.includes(dir)) : packages;

const children = selected.map((dir) => {
  const child = spawn(process.execPath, ['../node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'], {
    cwd: new URL(`../${dir}/`, import.meta.url),
    env: process.env,
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

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Dev servers starting: shell on http://localhost:${Number(process.env.PORT) || registry.basePort}`);
