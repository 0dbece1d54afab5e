/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { DEV_PAGE_PATH, registerDevPages } from './devPages';

const contract = (remote: string, label: string) => ({
  schema: 2,
  kind: 'remote',
  remote,
  exposes: ['./routes'],
  needs: {},
  manifest: {
    name: remote,
    label,
    routes: [`/${remote}/*`],
    pages: [{ path: `/${remote}` }],
    menu: [{ to: `/${remote}`, label, order: 10 }],
  },
});

/** A stand-in for a webpack dev server: the files it would have built. */
async function devServer(files: Record<string, unknown>): Promise<{ origin: string; app: FastifyInstance }> {
  const app = Fastify();
  for (const [file, body] of Object.entries(files)) {
    app.get(`/${file}`, async (_request, reply) =>
      typeof body === 'string' ? reply.type('text/html').send(body) : reply.send(body),
    );
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app };
}

let servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function backend(settings: { pins?: Record<string, string>; loadTimeoutMs?: number } = {}) {
  const shell = await devServer({ 'index.html': '<html><head><!-- supabase-config --></head><body></body></html>' });
  const shop = await devServer({ 'release-contract.json': contract('shop', 'Shop') });
  // The quiz declares another remote's name: a mistake its team must see, not a section.
  const quiz = await devServer({ 'release-contract.json': contract('shop', 'Quiz') });
  servers.push(shell.app, shop.app, quiz.app);
  // A remote whose dev server is not running: a port nothing listens on any more.
  const stopped = await devServer({});
  await stopped.app.close();
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
  const app = Fastify();
  registerDevPages(app, {
    shellOrigin: shell.origin,
    remoteOrigins: { shop: shop.origin, quiz: quiz.origin, account: stopped.origin },
    pins: settings.pins ?? {},
    loadTimeoutMs: settings.loadTimeoutMs,
    runtimeSettings: { supabase: { url: 'http://localhost:3006', anonKey: 'anon' }, authUnavailable: null },
    logger,
    waitMs: 2000,
  });
  return { app, shop, stopped, warnings };
}

test('/remotes.json names each dev server and carries the sections their builds declare', async () => {
  const { app, shop, stopped, warnings } = await backend({ loadTimeoutMs: 5000 });
  const response = await app.inject('/remotes.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  const config = response.json();
  expect(config.remotes.shop).toBe(`${shop.origin}/mf-manifest.json`);
  expect(config.remotes.account).toBe(`${stopped.origin}/mf-manifest.json`);
  expect(config.loadTimeoutMs).toBe(5000);
  expect(config.sections).toEqual({
    shop: { label: 'Shop', routes: ['/shop/*'], menu: [{ to: '/shop', label: 'Shop', order: 10 }] },
  });
  const said = warnings.map((line) => (JSON.parse(line) as { msg: string }).msg).join('\n');
  expect(said).toMatch(
    /account: no section, so its pages are not routed \(is its dev server running\?\): .*ECONNREFUSED/,
  );
  expect(said).toMatch(/quiz: no section.*declares "shop", not "quiz"/);
});

test('a REMOTE_<NAME>_URL pin moves a remote, and its section comes from beside the pinned manifest', async () => {
  const pinned = await devServer({ 'release-contract.json': contract('account', 'Account') });
  servers.push(pinned.app);
  const { app } = await backend({ pins: { account: `${pinned.origin}/mf-manifest.json` } });
  const config = (await app.inject('/remotes.json')).json();
  expect(config.remotes.account).toBe(`${pinned.origin}/mf-manifest.json`);
  expect(config.sections.account.label).toBe('Account');
});

test("the page is the shell dev server's, with the auth settings in it", async () => {
  const { app } = await backend();
  const response = await app.inject(DEV_PAGE_PATH);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain('<meta name="supabase-url" content="http://localhost:3006" />');
  expect(response.body).toContain('<meta name="supabase-anon-key" content="anon" />');
});
