// The server runs from its build (docs/architecture.md, "The contract"): server/dist with its own
// files, the topology, the site's builds it serves and node_modules in which the site's workspaces
// are only @site/contract's build. No source of any package is there: the catalogue, the pricing and
// the external services are compiled into the build, not read from shared/src or contract/src.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { externalServices } from '@site/contract/externalServices';
import { priceLines, toCents } from '@site/contract/pricing';
import { products } from '@site/contract/products';
import { packageDirs } from '../topology';
import { cspSources, pagePolicy } from './support/helpers';
import { childEnv, portOf } from './support/ports';
import { testSiteEnv } from './support/site';

const ROOT = path.resolve(__dirname, '..');
const PORT = portOf('server-build');
const BASE = `http://127.0.0.1:${PORT}`;

/** A folder with what a deployment of the server holds, and nothing of the sources. */
function deployment(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
  const copy = (from: string, to = from) => fs.cpSync(path.join(ROOT, from), path.join(dir, to), { recursive: true });
  for (const part of ['server/dist', 'server/package.json', 'server/downloads', 'topology']) copy(part);
  for (const pkg of packageDirs) {
    fs.mkdirSync(path.join(dir, pkg));
    fs.symlinkSync(path.join(ROOT, pkg, 'dist'), path.join(dir, pkg, 'dist'));
  }
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@site') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const part of ['package.json', 'dist']) copy(`contract/${part}`, `node_modules/@site/contract/${part}`);
  return dir;
}

async function ready(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const answer = await fetch(`${BASE}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /healthz within 150 s');
}

let dir: string;
let server: ChildProcess;
let removeData: () => void;
let output = '';

beforeAll(async () => {
  dir = deployment();
  const site = testSiteEnv(PORT);
  removeData = site.removeData;
  server = spawn(process.execPath, [path.join(dir, 'server', 'dist', 'main.js')], {
    cwd: dir,
    env: childEnv(site.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await ready(server).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  removeData?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  // The server exits by SHUTDOWN_TIMEOUT_MS (10 s; docs/operations.md, "Operations"); on a loaded
  // machine that and the folder's removal took past Jest's 20 s for a hook.
}, 60_000);

it('serves the prerendered shop', async () => {
  const page = await fetch(`${BASE}/shop`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(products[0]!.name);
});

it('prices an order from the catalogue compiled into its build, as the cart does', async () => {
  const product = products.find((entry) => entry.isActive)!;
  const answer = await fetch(`${BASE}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'server-build-check-1' },
    body: JSON.stringify({
      items: [{ productId: product.id, quantity: 2 }],
      contact: { email: 'build@example.com', firstName: 'Build', lastName: 'Check' },
    }),
  });
  const body = (await answer.json()) as { order?: { totalCents: number; items: { name: string }[] } };
  expect({ status: answer.status, name: body.order?.items[0]?.name }).toEqual({ status: 201, name: product.name });
  expect(body.order?.totalCents).toBe(priceLines([{ unitPriceCents: toCents(product.price), quantity: 2 }]).totalCents);
});

it('checks a consultation price against the catalogue in its build', async () => {
  const product = products.find((entry) => entry.isActive)!;
  const answer = await fetch(`${BASE}/api/create-consultation-payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId: product.id, productName: product.name, price: product.price + 1 }),
  });
  expect({ status: answer.status, body: await answer.json() }).toMatchObject({
    status: 400,
    body: { field: 'price', expected: product.price },
  });
});

it("allows the external services' origins in its Content-Security-Policy", async () => {
  const page = await fetch(`${BASE}/`);
  const policy = pagePolicy(page, await page.text());
  expect(cspSources(policy, 'script-src')).toContain(new URL(externalServices.schedulingWidgetScript).origin);
  expect(cspSources(policy, 'img-src')).toContain(new URL(externalServices.mediaBaseUrl).origin);
});
