/** @jest-environment node */
import crypto from 'node:crypto';
import { externalServices as external } from '@site/contract/externalServices';
import Fastify from 'fastify';
import { buildContentSecurityPolicy, inlineScriptHashes, originOf, registerSecurityHeaders } from './securityHeaders';

const csp = buildContentSecurityPolicy({
  remoteUrls: ['http://localhost:3001/mf-manifest.json', 'http://localhost:3002/mf-manifest.json'],
  external,
  authUrl: 'https://abc.supabase.co',
});
const directive = (name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it('runs scripts only from the site, the remotes and the scheduling widget, never inline', () => {
    expect(directive('script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      originOf(external.schedulingWidgetScript),
    ]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  it('lets the page fetch remote manifests and the auth backend', () => {
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:3001', 'https://abc.supabase.co']),
    );
  });

  it("lets the page ask the embedded forms' hosts whether they answer before framing them", () => {
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining([originOf(external.contactFormUrl), originOf(external.intakeFormUrl)]),
    );
  });

  it('frames only the configured embeds and cannot be framed itself', () => {
    expect(directive('frame-src')).toEqual(
      expect.arrayContaining([originOf(external.contactFormUrl), originOf(external.intakeFormUrl)]),
    );
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
  });

  it('ignores addresses that are not http(s)', () => {
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('inline script hashes', () => {
  it('allows exactly the executable inline scripts of the page, by hash', () => {
    const html =
      '<head><script>window.a=1</script><script src="/main.js"></script>' +
      '<script type="application/json">{"x":1}</script><script type="application/ld+json">{}</script></head>';
    const hashes = inlineScriptHashes(html);
    // sha256 of "window.a=1", base64.
    expect(hashes).toEqual(["'sha256-" + crypto.createHash('sha256').update('window.a=1').digest('base64') + "'"]);
    const policy = buildContentSecurityPolicy({ remoteUrls: [], external, scriptHashes: hashes });
    expect(policy).toContain(`script-src 'self' ${hashes[0]}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('the security headers of every answer', () => {
  it('go with every answer, the same each time, except where a route turns them off', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { contentSecurityPolicy: "default-src 'self'; frame-ancestors 'none'" });
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>a page</p>'));
    app.post('/beacon', { config: { securityHeaders: false } }, async (_request, reply) => reply.code(204).send());
    const pages = [await app.inject('/page'), await app.inject('/page')];
    for (const page of pages) {
      expect(page.headers).toMatchObject({
        'content-security-policy': "default-src 'self';frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      });
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
    const beacon = await app.inject({ method: 'POST', url: '/beacon' });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.headers['content-security-policy']).toBeUndefined();
    expect(beacon.headers['permissions-policy']).toBeUndefined();
    await app.close();
  });

  it('that only a document reads go on documents only: a script or JSON (an error too) keeps nosniff and CORP', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { contentSecurityPolicy: "default-src 'self'; frame-ancestors 'none'" });
    app.get('/main.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send('1'));
    app.get('/api', async () => ({ ok: true }));
    app.get('/art.svg', async (_request, reply) => reply.type('image/svg+xml').send('<svg/>'));
    for (const url of ['/main.js', '/api', '/missing']) {
      const file = await app.inject(url);
      expect(file.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
        'permissions-policy',
        'x-xss-protection',
      ]) {
        expect(file.headers[name]).toBeUndefined();
      }
    }
    // An SVG opened on its own is a document, scripts and all: it keeps the policy.
    const art = await app.inject('/art.svg');
    expect(art.headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(art.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
