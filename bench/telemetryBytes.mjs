// The bytes the release-health collector puts on every first visit (docs/release-health.md),
// measured inside the chunks it lives in: the shell's JavaScript (shell/dist, but the
// reporter's own chunk) against the same shell built without the collector
// (webpack/firstPaint/withoutTelemetry.js), each file gzipped as bench:bundle does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, gzipSize, run } from './lib.mjs';

const REPORTER_CHUNK = /^telemetry\.[0-9a-f]+\.js$/;

function shellJsGzip(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js') && !REPORTER_CHUNK.test(name))
    .reduce((sum, name) => sum + gzipSize(fs.readFileSync(path.join(dir, name))), 0);
}

/** Gzip bytes the collector adds to the shell's files (builds the shell once more, ~20 s). */
export function telemetryCollectorGzip() {
  const without = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shell-without-telemetry-'));
  try {
    run('node', [
      'node_modules/webpack-cli/bin/cli.js',
      '--config-name',
      'shell',
      '--env',
      'withoutTelemetry',
      '--output-path',
      without,
    ]);
    return shellJsGzip(path.join(ROOT, 'shell', 'dist')) - shellJsGzip(without);
  } finally {
    fs.rmSync(without, { recursive: true, force: true });
  }
}
