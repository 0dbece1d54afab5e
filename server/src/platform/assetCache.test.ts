/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createAssetCache, type AssetCache } from './assetCache';
import { encodingFor } from './encodings';
import { createStaticSite } from './staticSite';

let root: string;
let releases: string;
let app: FastifyInstance;
let assets: AssetCache;
// Text that brotli's best setting packs much tighter than its quick one.
const words = Array.from({ length: 3000 }, (_, i) => `item${(i * 7919) % 1009}`).join(' ');
const script = `console.log(${JSON.stringify(words)});`;
const HASHED = '/main.0123abcd.js';
const RELEASED = '/releases/build-abc/remoteEntry.js';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-cache-'));
  releases = path.join(root, 'store');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(root, HASHED), script);
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), script);
  fs.mkdirSync(path.join(releases, 'build-abc'), { recursive: true });
  fs.writeFileSync(path.join(releases, 'build-abc', 'remoteEntry.js'), script);
  assets = createAssetCache({ quietMs: 0 });
  app = await createStaticSite({ root, cors: false, spaFallback: true, releasesRoot: releases, assets });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = { 'accept-encoding': 'br, gzip' }) =>
  app.inject({ url, headers });

describe('immutable files, compressed once', () => {
  it('sends a hashed script at brotli best once compressed: smaller, the same bytes decoded, immutable', async () => {
    const first = await get(HASHED);
    await assets.settled();
    // Asked for once, it is not kept: the next answer is compressed as it goes out.
    expect((await get(HASHED)).rawPayload.length).toBe(first.rawPayload.length);
    await assets.settled();
    const later = await get(HASHED);
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(script);
    expect(later.headers['content-type']).toBe(first.headers['content-type']);
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(later.headers.vary).toContain('Accept-Encoding');
  });

  it('sends gzip to a browser without brotli, and answers a revalidation with 304', async () => {
    await get(HASHED);
    await assets.settled();
    const gzip = await get(HASHED, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const again = await get(HASHED, { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const plain = await get(HASHED, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps every file of a release, which never changes', async () => {
    await get(RELEASED);
    await get(RELEASED);
    await assets.settled();
    const later = await get(RELEASED);
    expect(later.headers.etag).toMatch(/^"[\w-]{27}-br"$/);
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(script);
  });

  it('never keeps a file that may change: a new remoteEntry.js is sent at once', async () => {
    await get('/remoteEntry.js');
    await get('/remoteEntry.js');
    await assets.settled();
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), `${script}// next`);
    const later = await get('/remoteEntry.js');
    expect(later.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(`${script}// next`);
  });
});

describe('the cache itself', () => {
  const write = (name: string, text: string) => {
    const file = path.join(root, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const immutable = { type: 'application/javascript; charset=utf-8', cacheControl: 'public, immutable' };

  it('keeps at most its bound, the least recently sent going first', async () => {
    const cache = createAssetCache({
      maxBytes: 2 * zlib.brotliCompressSync(script).length + 2 * zlib.gzipSync(script).length,
      quietMs: 0,
    });
    const [a, b, c] = ['a.1111aaaa.js', 'b.2222bbbb.js', 'c.3333cccc.js'].map((name) => write(name, script));
    for (const file of [a!, b!, a!, b!]) cache.offer(file, immutable);
    await cache.settled();
    expect(cache.find(a!, 'br')).not.toBeNull();
    cache.offer(c!, immutable);
    cache.offer(c!, immutable);
    await cache.settled();
    expect(cache.find(a!, 'br')).not.toBeNull();
    expect(cache.find(b!, 'br')).toBeNull();
    expect(cache.find(c!, 'gzip')?.encoding).toBe('gzip');
  });

  it('waits for a quiet moment: nothing is compressed while files keep being asked for', async () => {
    // The server's own quiet moment (a second): only a stall of the test's thread that long between
    // two asks (50 ms apart) would let it compress early.
    const cache = createAssetCache({ quietMs: 1000 });
    const file = write('q.8888abcd.js', script);
    cache.offer(file, immutable);
    cache.offer(file, immutable);
    for (const until = Date.now() + 800; Date.now() < until;) {
      expect(cache.find(file, 'br')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await cache.settled();
    expect(cache.find(file, 'br')?.encoding).toBe('br');
  });

  it('leaves out pictures, small files, files that change and files that are gone', async () => {
    const cache = createAssetCache({ quietMs: 0 });
    const small = write('s.4444dddd.js', 'x()');
    const picture = write('p.5555eeee.png', script);
    const changing = write('remote.js', script);
    for (let twice = 0; twice < 2; twice += 1) {
      cache.offer(small, immutable);
      cache.offer(picture, { type: 'image/png', cacheControl: 'public, immutable' });
      cache.offer(changing, { ...immutable, cacheControl: 'no-cache' });
      cache.offer(path.join(root, 'gone.6666ffff.js'), immutable);
    }
    await cache.settled();
    for (const file of [small, picture, changing]) expect(cache.find(file, 'br')).toBeNull();
    expect(cache.find(path.join(root, 'gone.6666ffff.js'), 'br')).toBeNull();
    // The same offered twice, a file that is there: kept.
    const kept = write('k.7777abcd.js', script);
    cache.offer(kept, immutable);
    cache.offer(kept, immutable);
    await cache.settled();
    expect(cache.find(kept, 'br')?.encoding).toBe('br');
  });
});

test("a remote's origin (CORS) says its kept files vary with the encoding and the origin", async () => {
  const cache = createAssetCache({ quietMs: 0 });
  const remote = await createStaticSite({
    root,
    cors: true,
    spaFallback: false,
    assets: cache,
  });
  try {
    const ask = () => remote.inject({ url: HASHED, headers: { 'accept-encoding': 'br', origin: 'http://shell.test' } });
    const first = await ask();
    await ask();
    await cache.settled();
    const kept = await ask();
    for (const answer of [first, kept]) {
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(String(answer.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual(['accept-encoding', 'origin']);
    }
    expect(kept.rawPayload.length).toBeLessThan(first.rawPayload.length);
  } finally {
    await remote.close();
  }
});

test('the encoding: brotli first, gzip next, none refused with q=0', () => {
  expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
  expect(encodingFor('gzip;q=1.0, br;q=0')).toBe('gzip');
  expect(encodingFor('identity')).toBeNull();
  expect(encodingFor(undefined)).toBeNull();
});
