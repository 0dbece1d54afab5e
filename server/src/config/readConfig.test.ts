/** @jest-environment node */
// The configuration as the server gets it: defaults, what each setting becomes, and a clear error
// naming the variable for a value it cannot use.
import path from 'node:path';
import { readConfig, type Environment } from './readConfig';

const ROOT = '/repo';
const read = (env: Environment) => readConfig(env, ROOT);

test('an empty environment is a working site on port 3000, with its data in ./data', () => {
  const config = read({});
  expect(config.http).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    publicHost: 'localhost',
    siteOrigin: 'http://localhost:3000',
    trustProxy: false,
    logLevel: 'info',
    shutdownTimeoutMs: 10_000,
  });
  expect(config.http.remotePorts).toEqual({
    marketing: 3001,
    shop: 3002,
    account: 3003,
    cadence: 3004,
    quiz: 3005,
    admin: 3007,
  });
  expect(config.distDirs.remotes.shop).toBe(path.join(ROOT, 'mfe-shop', 'dist'));
  expect(config.data).toEqual({ dataDir: path.join(ROOT, 'data'), poolSize: 10 });
  expect(config.releases).toEqual({
    pins: {},
    storeDir: path.join(ROOT, 'data', 'releases'),
    baseUrl: null,
    tokens: expect.any(Object),
  });
  expect(config.pages).toEqual({ prerendered: true });
  expect(config.orders.rateLimit).toBe(20);
  expect(config.receipts.from).toBe('Orders <orders@localhost>');
});

test('a blank value is an unset one', () => {
  expect(read({ PORT: '', DATABASE_URL: '  ', STRIPE_SECRET_KEY: '' })).toMatchObject({
    http: { port: 3000 },
    data: { dataDir: path.join(ROOT, 'data') },
    payments: { stripeSecretKey: undefined },
  });
});

test('every remote is moved by its own REMOTE_<NAME>_URL; ports follow PORT', () => {
  const config = read({ PORT: '4100', REMOTE_SHOP_URL: 'https://static.example.com/shop/mf-manifest.json' });
  expect(config.releases.pins).toEqual({ shop: 'https://static.example.com/shop/mf-manifest.json' });
  expect(config.http.remotePorts.quiz).toBe(4105);
});

test.each([
  ['PORT', 'eighty', /PORT must be a port number, 1 to 65535 \(got "eighty"\)/],
  ['PORT', '70000', /PORT must be a port number/],
  ['ORDER_RATE_LIMIT', '0', /ORDER_RATE_LIMIT must be a whole number, 1 or more/],
  ['REMOTE_LOAD_TIMEOUT_MS', '50', /REMOTE_LOAD_TIMEOUT_MS must be a whole number of milliseconds, 100 to 120000/],
  ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
  ['DATABASE_URL', 'mysql://db/shop', /DATABASE_URL must be a postgres:\/\/ URL/],
  ['REMOTE_SHOP_URL', 'ftp://x/mf-manifest.json', /REMOTE_SHOP_URL must be an http\(s\) URL/],
  ['PRERENDER', 'maybe', /PRERENDER must be on or off/],
])('%s=%s stops the start and says what it expects', (name, value, message) => {
  expect(() => read({ [name]: value })).toThrow(message);
});

test.each([
  // The shell on 6000 (X11), marketing and shop on PORT+1 and PORT+2 = 5060 and 5061 (SIP), the sign-in service on PORT+6 = 10080.
  [{ PORT: '6000' }, /PORT=6000 puts the shell on 6000, a port browsers refuse to load from .*choose another PORT/],
  [{ PORT: '5059' }, /PORT=5059 puts the marketing remote on 5060 and the shop remote on 5061, ports browsers refuse/],
  [{ PORT: '10074' }, /PORT=10074 puts the sign-in service on 10080, a port browsers refuse.*choose another PORT\./],
  [{ PORT: '3000', AUTH_PORT: '6566' }, /AUTH_PORT=6566 puts the sign-in service on 6566/],
])('a site on a port browsers refuse does not start: %o', (env, message) => {
  expect(() => read(env)).toThrow(message);
});

test("a hosted sign-in service leaves the local one's port free", () => {
  expect(read({ PORT: '10074', AUTH: 'off' }).http.port).toBe(10074);
});

test('a secret is never repeated in an error', () => {
  expect(() => read({ PREVIEW_SECRET: 'short-and-secret' })).toThrow(
    /PREVIEW_SECRET must be a secret of 32 characters or more \(got \(not shown\): it has 16 characters\)/,
  );
  expect(read({ PREVIEW_SECRET: 'x'.repeat(32) }).releases.previewSecret).toBe('x'.repeat(32));
});

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => read({ TRUST_PROXY: value }).http.trustProxy;

  it('is off unless set, and takes the proxies’ addresses', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, loopback, ::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
  });

  it('refuses a value it cannot use, at start', () => {
    expect(() => trust('my-proxy')).toThrow(/TRUST_PROXY must be false, true or a list .*"my-proxy"/);
    expect(() => trust('10.0.0.0/99')).toThrow(/TRUST_PROXY must be/);
    // A hop count: Fastify cannot tell a proxy from a client that sends the header itself.
    expect(() => trust('1')).toThrow(/TRUST_PROXY must be/);
  });
});

describe('RELEASES_BASE_URL', () => {
  it('is optional and refuses what is not an http(s) URL', () => {
    expect(read({}).releases.baseUrl).toBeNull();
    expect(read({ RELEASES_BASE_URL: 'https://cdn.example.com/rel/' }).releases.baseUrl).toBe(
      'https://cdn.example.com/rel',
    );
    expect(() => read({ RELEASES_BASE_URL: 'javascript:alert(1)' })).toThrow(
      /RELEASES_BASE_URL must be an http\(s\) URL/,
    );
    expect(() => read({ RELEASES_BASE_URL: 'not a url' })).toThrow(/RELEASES_BASE_URL must be an http\(s\) URL/);
  });
});

describe('the auth backend', () => {
  it('is a hosted project when one is set, used as it is', () => {
    expect(read({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'public-anon-key' }).auth).toEqual({
      mode: 'hosted',
      url: 'https://abc.supabase.co',
      anonKey: 'public-anon-key',
    });
  });

  it('is the local service by default, with its data in data/auth, confirming emails through the outbox', () => {
    expect(read({}).auth).toEqual({
      mode: 'local',
      port: 3006,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3006',
      dataDir: path.resolve('/repo/data/auth'),
      secretFromEnv: undefined,
      allowedOrigins: ['http://localhost:3000'],
      confirmEmail: true,
      siteUrl: 'http://localhost:3000',
      mail: {
        smtpUrl: undefined,
        from: 'Alex Rivera AI <accounts@localhost>',
        outboxDir: path.resolve('/repo/data/outbox'),
      },
    });
    expect(read({ AUTH_CONFIRM_EMAIL: 'off' }).auth).toMatchObject({ confirmEmail: false });
    expect(() => read({ AUTH_CONFIRM_EMAIL: 'maybe' })).toThrow(/AUTH_CONFIRM_EMAIL must be on or off/);
    expect(
      read({ AUTH_PORT: '4599', AUTH_DATA_DIR: '/tmp/x', AUTH_PUBLIC_URL: 'https://auth.example/' }).auth,
    ).toMatchObject({
      port: 4599,
      dataDir: '/tmp/x',
      publicUrl: 'https://auth.example',
    });
    expect(read({ AUTH_HOST: '0.0.0.0' }).auth).toMatchObject({ host: '0.0.0.0' });
  });

  it('is off with AUTH=off, even with a hosted project; an unknown AUTH is an error', () => {
    expect(read({ AUTH: 'off', SUPABASE_URL: 'https://a.co', SUPABASE_ANON_KEY: 'k' }).auth).toEqual({ mode: 'off' });
    expect(() => read({ AUTH: 'maybe' })).toThrow(/AUTH must be off, local or hosted/);
    expect(() => read({ AUTH: 'hosted' })).toThrow(/SUPABASE_URL/);
  });

  it('never starts the local service for SUPABASE_URL: without its key, or with AUTH=local, it is an error', () => {
    expect(() => read({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_ANON_KEY is not/);
    expect(() => read({ AUTH: 'local', SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'k' })).toThrow(
      /AUTH=local cannot be used with SUPABASE_URL/,
    );
  });
});

describe('the console owners (OWNER_EMAILS)', () => {
  it('is a list of emails, none by default; anything else stops the start with the variable', () => {
    expect(read({}).console.ownerEmails).toEqual([]);
    expect(read({ OWNER_EMAILS: ' ana@example.com, Bo@Example.com ,' }).console.ownerEmails).toEqual([
      'ana@example.com',
      'Bo@Example.com',
    ]);
    expect(() => read({ OWNER_EMAILS: 'ana@example.com, nobody' })).toThrow(
      /OWNER_EMAILS must be a comma-separated list of email addresses .*"nobody" is not an email address/,
    );
  });
  it('no remote takes the local auth service port', () => {
    const config = read({});
    expect(Object.values(config.http.remotePorts)).not.toContain(config.auth.mode === 'local' ? config.auth.port : 0);
  });
});
