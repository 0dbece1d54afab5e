/** @jest-environment node */
// Preview links and canary buckets (docs/releases.md, "Previews and canaries").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCookie } from '../platform';
import {
  chooseBucket,
  inCanary,
  parseBucket,
  previewLanding,
  PREVIEW_LIFETIME_MS,
  previewSecret,
  signPreview,
  verifyPreview,
} from './visitorChoice';

const SECRET = 'a-secret-of-more-than-thirty-two-characters';
const REMOTES = ['marketing', 'shop'];
const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('preview links', () => {
  const token = signPreview(SECRET, 'shop', '20260110t110000-abc1234', NOW);

  it('a link the server signed previews that release of that remote until 24 hours later', () => {
    expect(verifyPreview(SECRET, token, REMOTES, NOW + 60_000)).toEqual({
      ok: true,
      preview: { remote: 'shop', release: '20260110t110000-abc1234', expiresAt: NOW + PREVIEW_LIFETIME_MS },
    });
  });

  it('an expired link is refused as expired', () => {
    expect(verifyPreview(SECRET, token, REMOTES, NOW + PREVIEW_LIFETIME_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a link changed anywhere, or signed with another secret, is refused', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const otherRelease = Buffer.from(
      JSON.stringify({ r: 'shop', i: '20260110t110000-fff9999', e: (NOW + PREVIEW_LIFETIME_MS) / 1000 }),
    ).toString('base64url');
    const later = Buffer.from(JSON.stringify({ r: 'shop', i: '20260110t110000-abc1234', e: 4102444800 })).toString(
      'base64url',
    );
    for (const forged of [
      `${otherRelease}.${signature}`,
      `${later}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      `${payload}.`,
      payload,
      `${token}.more`,
      '',
      signPreview('another-secret-of-thirty-two-characters!', 'shop', '20260110t110000-abc1234', NOW),
    ]) {
      expect(verifyPreview(SECRET, forged, REMOTES, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyPreview(SECRET, undefined, REMOTES, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('names only a remote of the site and a release id, never a URL', () => {
    const signed = (remote: string, release: string) => signPreview(SECRET, remote, release, NOW);
    expect(verifyPreview(SECRET, signed('admin', '20260110t110000-abc1234'), REMOTES, NOW).ok).toBe(false);
    expect(verifyPreview(SECRET, signed('shop', 'https://evil.example/mf-manifest.json'), REMOTES, NOW).ok).toBe(false);
    expect(verifyPreview(SECRET, signed('shop', '../../etc'), REMOTES, NOW).ok).toBe(false);
  });

  it('the secret is the configured PREVIEW_SECRET, else one made once in the data folder and kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-secret-'));
    try {
      const made = previewSecret(undefined, dir);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(previewSecret(undefined, dir)).toBe(made);
      expect(fs.statSync(path.join(dir, 'preview-secret')).mode & 0o777).toBe(0o600);
      expect(previewSecret(SECRET, dir)).toBe(SECRET);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('canary buckets', () => {
  it('a new visitor gets a bucket from 0 to 99', () => {
    expect(chooseBucket(() => 0)).toBe(0);
    expect(chooseBucket((max) => max - 1)).toBe(99);
    for (let n = 0; n < 200; n += 1) {
      const bucket = chooseBucket();
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  it('a canary at N % takes exactly N of the 100 buckets: none at 0, all at 100', () => {
    const buckets = Array.from({ length: 100 }, (_, bucket) => bucket);
    for (const percent of [0, 1, 10, 50, 99, 100]) {
      expect(buckets.filter((bucket) => inCanary(bucket, percent))).toHaveLength(percent);
    }
  });

  it('a larger share keeps every visitor the smaller one had (sticky as the canary grows)', () => {
    for (let bucket = 0; bucket < 100; bucket += 1) {
      if (inCanary(bucket, 10)) expect(inCanary(bucket, 50)).toBe(true);
    }
  });

  it('the bucket cookie is read back; anything else is no bucket', () => {
    expect(parseBucket('7')).toBe(7);
    expect(parseBucket('99')).toBe(99);
    for (const bad of [undefined, '', '100', '-1', '7a', ' 7']) expect(parseBucket(bad)).toBeNull();
    expect(readCookie('a=1; site_bucket=42; b=2', 'site_bucket')).toBe('42');
    expect(readCookie('xsite_bucket=42', 'site_bucket')).toBeUndefined();
  });
});

test("a preview lands on the release's first page, else on its first route (the console's /admin), else home", () => {
  expect(previewLanding({ pages: [{ path: '/shop' }, { path: '/cart' }], routes: ['/shop/*', '/cart'] })).toBe('/shop');
  expect(previewLanding({ pages: [], routes: ['/admin/*'] })).toBe('/admin');
  expect(previewLanding({ pages: [], routes: ['/*'] })).toBe('/');
  expect(previewLanding(undefined)).toBe('/');
});
