/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createStaticSite } from './staticSite';

let root: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('a federated chunk '.repeat(400))});`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><title>t</title><p>${'page '.repeat(400)}</p><p>Café — ✓</p>`,
  );
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  app = await createStaticSite({ root, cors: false, spaFallback: true });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends scripts with brotli when the browser accepts it, and they decode to the file', async () => {
    const response = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, and to plain bytes for a client that accepts neither', async () => {
    const gzip = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the HTML pages too', async () => {
    const page = await app.inject({ url: '/some/client/route', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>t</title>');
  });
});

describe('validators and compression done once', () => {
  it('answers 304 to a page revalidated with its ETag, and the whole page to another', async () => {
    const first = await app.inject({ url: '/shop', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ url: '/shop', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await app.inject({ url: '/shop', headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<title>t</title>');
  });

  it('sends the same page each time, in each encoding the browser takes', async () => {
    const br = () => app.inject({ url: '/a', headers: { 'accept-encoding': 'gzip, br' } });
    const [one, two] = [await br(), await br()];
    expect(one.headers['content-encoding']).toBe('br');
    expect(one.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(one.rawPayload).equals(zlib.brotliDecompressSync(two.rawPayload))).toBe(true);
    const gzip = await app.inject({ url: '/a', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(zlib.brotliDecompressSync(one.rawPayload).toString());
    // A client that takes neither (a monitor, curl): the same page as plain UTF-8, each time.
    const plain = () => app.inject({ url: '/a', headers: { 'accept-encoding': 'identity' } });
    for (const answer of [await plain(), await plain()]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
      expect(answer.body).toBe(zlib.brotliDecompressSync(one.rawPayload).toString());
      expect(answer.body).toContain('Café — ✓');
    }
  });

  it("answers a page's first visit at once and its next ones with brotli's smallest output, made off the server's thread", async () => {
    // A page of varied words, as a real one (quality 5 and 11 differ on it).
    const words = Array.from({ length: 6000 }, (_, i) => `w${(i * 7919) % 3001}`).join(' ');
    const pageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-page-'));
    fs.writeFileSync(path.join(pageRoot, 'index.html'), `<!doctype html><title>p</title><p>${words}</p>`);
    const site = await createStaticSite({ root: pageRoot, cors: false, spaFallback: true });
    try {
      const visit = () => site.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      const first = await visit();
      const html = zlib.brotliDecompressSync(first.rawPayload).toString();
      expect(html).toContain(words);
      const smallest = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      expect(first.rawPayload.length).toBeGreaterThan(smallest.length);
      // Made on libuv's threads: within a moment, and then kept.
      let later = await visit();
      // Up to 15 s (a bound against a hang on a busy machine, not a speed).
      for (let tries = 0; tries < 750 && !later.rawPayload.equals(smallest); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        later = await visit();
      }
      expect(later.rawPayload.equals(smallest)).toBe(true);
      expect(later.headers.etag).toBe(first.headers.etag);
    } finally {
      await site.close();
      fs.rmSync(pageRoot, { recursive: true, force: true });
    }
  });
});

describe('security headers of a remote origin (helmet)', () => {
  let remote: FastifyInstance;
  const csp = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
  beforeAll(async () => {
    remote = await createStaticSite({
      root,
      cors: true,
      spaFallback: (pathname) => pathname === '/shop' || pathname.startsWith('/shop/'),
      contentSecurityPolicy: csp,
      trustProxy: ['127.0.0.1'],
    });
  });
  afterAll(() => remote.close());

  it('its standalone page cannot be framed, sniffed or embedded by a foreign opener', async () => {
    const page = await remote.inject({ url: '/shop/apps' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy']).split(/;\s*/)).toEqual(csp.split('; '));
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('without a policy of its own a site loads freely but is never framed', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it("lets the shell's page (another origin) load its files", async () => {
    const file = await remote.inject({ url: '/main.0123abcd.js' });
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(file.headers['access-control-allow-origin']).toBe('*');
    const shellFile = await app.inject({ url: '/main.0123abcd.js' });
    expect(shellFile.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers 404 for a path that is none of its routes', async () => {
    for (const url of ['/wp-admin', '/login', '/shopping', '/anything/at/all']) {
      const response = await remote.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('sends HSTS only for requests that came over https', async () => {
    const plain = await remote.inject({ url: '/shop' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Behind a trusted proxy (TRUST_PROXY=127.0.0.1) that terminated TLS.
    const secure = await remote.inject({ url: '/shop', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The shell here trusts no proxy: a forged header changes nothing.
    const forged = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe("a page's policy carried in the page", () => {
  const csp = "default-src 'self'; script-src 'self' 'sha256-abc=' http://localhost:4001; frame-ancestors 'none'";
  let site: FastifyInstance;
  let pageRoot: string;
  beforeAll(async () => {
    pageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-policy-'));
    const html = '<!doctype html><html><head><meta charset="utf-8"><script>1</script><title>p</title></head></html>';
    fs.writeFileSync(path.join(pageRoot, 'index.html'), html);
    site = await createStaticSite({
      root: pageRoot,
      cors: false,
      spaFallback: true,
      contentSecurityPolicy: csp,
      policyInPages: csp,
    });
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(pageRoot, { recursive: true, force: true });
  });

  it('has the policy in a <meta> before its first script, and only the framing rule in its header', async () => {
    const page = await site.inject({ url: '/shop', headers: { 'accept-encoding': 'br' } });
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain(
      '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'self\'; ' +
        "script-src 'self' 'sha256-abc=' http://localhost:4001\"><script>1</script>",
    );
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps the whole policy in the header of what is not a page', async () => {
    fs.writeFileSync(path.join(pageRoot, 'art.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const art = await site.inject({ url: '/art.svg' });
    expect(String(art.headers['content-security-policy']).split(/;\s*/)).toEqual(csp.split('; '));
  });
});

it("keeps a policy's own framing rule in its pages' header, and puts the rest in a page of implied head", async () => {
  const pageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-framing-'));
  fs.writeFileSync(path.join(pageRoot, 'index.html'), '<!doctype html><title>p</title><script>1</script>');
  const csp = "default-src 'self'; frame-ancestors https://partner.example";
  const site = await createStaticSite({ root: pageRoot, cors: false, spaFallback: true, policyInPages: csp });
  try {
    const page = await site.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toBe('frame-ancestors https://partner.example');
    expect(page.body).toMatch(
      /^<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>/,
    );
  } finally {
    await site.close();
    fs.rmSync(pageRoot, { recursive: true, force: true });
  }
});
