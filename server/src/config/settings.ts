// Every setting the server reads from its environment, in one table (the services' part in
// serviceSettings.ts): the variable, what it expects, its default as the README states it, what it
// does, and how its text is read. The README's table
// "Server settings (environment)" is this one (config/readmeTable.test.ts checks it both ways).
// A name with <NAME> is one variable per remote (REMOTE_SHOP_URL...).
import { define, LOG_LEVELS, MIN_SECRET_LENGTH, type SettingDefinition } from './defineSetting';
import { emailList, httpUrl, integer, oneOf, port, secret, text, textOr, trustProxy, url } from './parsers';
import { SERVICE_SETTINGS } from './serviceSettings';

export { MIN_SECRET_LENGTH, type SettingDefinition };

/** One value for the whole site. */
export const SETTINGS = {
  ...SERVICE_SETTINGS,
  port: define({
    name: 'PORT',
    expects: 'a port number, 1 to 65535',
    default: '3000',
    description: "the shell's port; remotes use PORT+1 ... PORT+5 and PORT+7",
    parse: port(3000),
  }),
  host: define({
    name: 'HOST',
    expects: 'an interface address',
    default: '0.0.0.0',
    description: 'interface to listen on',
    parse: textOr('0.0.0.0'),
  }),
  publicHost: define({
    name: 'PUBLIC_HOST',
    expects: 'a host name',
    default: 'localhost',
    description: 'host name written into `/remotes.json`',
    parse: textOr('localhost'),
  }),
  siteOrigin: define({
    name: 'SITE_ORIGIN',
    expects: 'an http(s) URL',
    default: 'http://PUBLIC_HOST:PORT',
    description: 'the address visitors use: payment returns, receipts, preview links',
    parse: httpUrl,
  }),
  remoteLoadTimeoutMs: define({
    name: 'REMOTE_LOAD_TIMEOUT_MS',
    expects: 'a whole number of milliseconds, 100 to 120000',
    default: '8000',
    description: 'how long the page waits for a remote (`loadTimeoutMs`)',
    parse: integer({ min: 100, max: 120_000 }),
  }),
  prerender: define({
    name: 'PRERENDER',
    expects: 'on or off',
    default: 'on',
    description: '`off` serves every page rendered in the browser (a yardstick of `bench:lighthouse`)',
    parse: oneOf(['on', 'off'], 'on'),
  }),
  telemetry: define({
    name: 'TELEMETRY',
    expects: 'on or off',
    default: 'on',
    description: '`off`: pages report no errors or Web Vitals (docs/releases.md)',
    parse: oneOf(['on', 'off'], 'on'),
  }),
  dataDir: define({
    name: 'DATA_DIR',
    expects: 'a folder',
    default: './data',
    description: 'every kind of local data: embedded database, auth, outbox',
    parse: textOr('data'),
  }),
  releasesDir: define({
    name: 'RELEASES_DIR',
    expects: 'a folder',
    default: 'DATA_DIR/releases',
    description: 'the release store, shared by every instance (docs/releases.md)',
    parse: text,
  }),
  releasesBaseUrl: define({
    name: 'RELEASES_BASE_URL',
    expects: 'an http(s) URL',
    default: '—',
    description: 'a static host or CDN that serves the release store',
    parse: httpUrl,
  }),
  releaseActor: define({
    name: 'RELEASE_ACTOR',
    expects: 'text',
    default: 'user@host',
    description: 'who the release commands record as moving a release',
    parse: text,
  }),
  previewSecret: define({
    name: 'PREVIEW_SECRET',
    expects: `a secret of ${MIN_SECRET_LENGTH} characters or more`,
    default: 'DATA_DIR file',
    description: 'signs release preview links (docs/releases.md)',
    parse: secret(MIN_SECRET_LENGTH),
  }),
  databaseUrl: define({
    name: 'DATABASE_URL',
    expects: 'a postgres:// URL',
    default: '—',
    description: 'a Postgres server instead of the embedded PGlite',
    parse: url(['postgres', 'postgresql']),
  }),
  pgliteTemplate: define({
    name: 'PGLITE_TEMPLATE_DIR',
    expects: 'a folder',
    default: '—',
    description:
      'an initialised, empty embedded database that a new DATA_DIR copies instead of creating one (the tests set it)',
    parse: text,
  }),
  databasePoolSize: define({
    name: 'DATABASE_POOL_SIZE',
    expects: 'a whole number, 1 or more',
    default: '10',
    description: 'connections to that server, per instance',
    parse: integer({ min: 1 }, 10),
  }),
  redisUrl: define({
    name: 'REDIS_URL',
    expects: 'a redis:// URL',
    default: '—',
    description: 'rate limits shared by every instance (per visitor)',
    parse: url(['redis', 'rediss']),
  }),
  trustProxy: define({
    name: 'TRUST_PROXY',
    expects: 'false, true or a list of proxy addresses/ranges such as 10.0.0.0/8',
    default: 'false',
    description: 'proxies whose `X-Forwarded-For`/`-Proto` are believed (below)',
    parse: trustProxy,
  }),
  logLevel: define({
    name: 'LOG_LEVEL',
    expects: `one of ${LOG_LEVELS.join(', ')}`,
    default: 'info',
    description: 'request and event log level (`warn`, `error`, `silent`...)',
    parse: oneOf(LOG_LEVELS, 'info'),
  }),
  ownerEmails: define({
    name: 'OWNER_EMAILS',
    expects: 'a comma-separated list of email addresses',
    default: '—',
    description: 'accounts made owners of the console at start (docs/console.md)',
    parse: emailList,
  }),
  releaseAlertFrom: define({
    name: 'RELEASE_ALERT_FROM',
    expects: 'an email sender',
    default: 'Releases <releases@localhost>',
    description: "who rollout alerts come from (to a remote's owners and team, docs/console.md)",
    parse: textOr('Releases <releases@localhost>'),
  }),
  shutdownTimeoutMs: define({
    name: 'SHUTDOWN_TIMEOUT_MS',
    expects: 'a whole number of milliseconds, 1 or more',
    default: '10000',
    description: 'longest wait for requests in flight after SIGTERM',
    parse: integer({ min: 1 }, 10_000),
  }),
};

/** One value per remote: <NAME> is the remote's name in capitals. */
export const REMOTE_SETTINGS = {
  remoteUrl: define({
    name: 'REMOTE_<NAME>_URL',
    expects: 'an http(s) URL',
    default: '—',
    description: 'manifest URL of one remote (see above)',
    parse: httpUrl,
  }),
  releaseToken: define({
    name: 'RELEASE_TOKEN_<NAME>',
    expects: 'text',
    default: 'DATA_DIR file',
    description: "a remote's release token, for the release commands over HTTP (docs/releases.md)",
    parse: text,
  }),
};

export type Settings = { [K in keyof typeof SETTINGS]: ReturnType<(typeof SETTINGS)[K]['parse']> };
export type RemoteSettings = {
  [K in keyof typeof REMOTE_SETTINGS]: Record<string, ReturnType<(typeof REMOTE_SETTINGS)[K]['parse']>>;
};

/** Every definition, for the README's table and the errors. */
export const ALL_SETTINGS: readonly SettingDefinition<unknown>[] = [
  ...Object.values(SETTINGS),
  ...Object.values(REMOTE_SETTINGS),
];
