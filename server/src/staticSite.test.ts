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
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>t</title><p>${'page '.repeat(400)}</p>`);
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
