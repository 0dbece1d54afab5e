// The settings of the tools around the site: the build, the dev servers, the browser tests and the
// benches (README, "Settings of the tools"), each named, typed and described once, here, and read
// once. The server's own settings are its configuration module's (server/src/config, README
// "Server settings (environment)"). Plain CommonJS: webpack's configs, the scripts, the benches and
// the browser tests' support share it.
const fs = require('node:fs');
const os = require('node:os');

/** A whole number in [min, max], or the default when unset. */
const integer = (min, max) => (raw, name) => {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
};
const text = (raw) => raw;
const flag = (raw, name) => {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0 (got "${raw}").`);
};
/** A folder this user can write into. */
const folder = (raw, name) => {
  try {
    if (fs.statSync(raw).isDirectory()) {
      fs.accessSync(raw, fs.constants.W_OK);
      return raw;
    }
  } catch {
    // Missing or not writable: the same message.
  }
  throw new Error(`${name} must be a folder this user can write into (got "${raw}").`);
};
const json = (raw, name) => {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be JSON (got "${raw}").`);
  }
};

const TOOL_SETTINGS = {
  PORT: {
    parse: integer(1, 65535),
    fallback: null,
    description: "npm run dev: the shell dev server's port; each remote's is the topology's offset from it",
  },
  SUPABASE_URL: {
    parse: text,
    fallback: '',
    description: 'Build time: a hosted auth project built into the page (the server normally gives it at run time)',
  },
  SUPABASE_ANON_KEY: { parse: text, fallback: '', description: "Build time: that project's public key" },
  SITE_DEV_BACKEND: {
    parse: json,
    fallback: null,
    description: "Set by npm run dev for the shell's dev server: where its dev backend answers ({ url })",
  },
  CHROME_PATH: {
    parse: text,
    fallback: '',
    description: "Chromium for the tests and benches (default Debian's; the tests take its headless shell)",
  },
  E2E_PORT: {
    parse: integer(1024, 65000),
    fallback: 4100,
    description: 'Browser tests: the shared site port; the tests that start their own site use the next 320',
  },
  E2E_WORKERS: { parse: integer(1, 16), fallback: 2, description: 'Browser tests: how many test files run at once' },
  E2E_SKIP_BUILD: {
    parse: flag,
    fallback: false,
    description: 'npm run test:e2e: 1 to test the build as it is, without building first',
  },
  BENCH_PORT: {
    parse: integer(1024, 65000),
    fallback: null,
    description: 'Benches: the port of the site they start (each bench has its own default)',
  },
  BENCH_DATABASE_URL: {
    parse: text,
    fallback: '',
    description: 'bench:orders: a Postgres server to measure beside PGlite',
  },
  TEST_DATABASE_URL: {
    parse: text,
    fallback: '',
    description: 'Tests: a Postgres server for the data tests (.ci/run sets it when one answers)',
  },
  TEST_REDIS_URL: {
    parse: text,
    fallback: '',
    description: 'Tests: a Redis server for the tests of several instances',
  },
  TEST_TMPDIR: {
    parse: folder,
    fallback: '',
    description:
      "npm test: the tests' temporary folders (databases, mail, checkouts, Chromium's profiles); default /dev/shm when it is a memory file system",
  },
};

/** Every tool setting from `env`, checked: a bad value throws an error that names it. */
function readToolSettings(env = process.env) {
  const settings = {};
  for (const [name, { parse, fallback }] of Object.entries(TOOL_SETTINGS)) {
    const raw = env[name]?.trim();
    settings[name] = raw ? parse(raw, name) : fallback;
  }
  return Object.freeze(settings);
}

let read = null;
/** The tool settings of this process, read once. */
const toolSettings = () => (read ??= readToolSettings());

/** The shell's port in development (PORT), or undefined for the topology's base port. */
const devBasePort = () => toolSettings().PORT ?? undefined;

/** Linux's statfs type of a memory file system (tmpfs). */
const TMPFS_MAGIC = 0x01021994;

/**
 * Where `npm test` puts the tests' temporary folders (TMPDIR of its test processes): TEST_TMPDIR,
 * or /dev/shm when it is a memory file system this user can write, or the system's own. On a disk,
 * the embedded databases' writes and the copies of their template cost the unit tests a quarter
 * of their CPU (docs/working.md, "Tests").
 */
function testTmpdir() {
  const chosen = toolSettings().TEST_TMPDIR;
  if (chosen) return chosen;
  const shm = '/dev/shm';
  try {
    if (fs.statfsSync(folder(shm, 'TMPDIR')).type === TMPFS_MAGIC) return shm;
  } catch {
    // No memory file system here: the system's temporary folder.
  }
  return os.tmpdir();
}

/** The environment a child process of a tool gets: this one's, with `extra` over it. */
const childEnv = (extra = {}) => ({ ...process.env, ...extra });

module.exports = { TOOL_SETTINGS, readToolSettings, toolSettings, devBasePort, childEnv, testTmpdir };
