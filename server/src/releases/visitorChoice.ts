// Which release of a remote one visitor gets, when it is not simply the live one (docs/releases.md,
// "Previews and canaries"): a preview (a signed link a team hands to QA: one browser uses one
// release of one remote until the link expires or it leaves) or a canary (a share of visitors,
// sticky per visitor by a random bucket kept in a cookie). Only what is in the registry can be
// chosen: a link names a remote and a release id, never a URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_ID } from './releaseStore';

/** How long a preview link works. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The cookie that holds a browser's preview (the signed link itself: checked on every request). */
export const PREVIEW_COOKIE = 'site_preview';
/** The cookie that holds a visitor's canary bucket (0 to 99). */
export const BUCKET_COOKIE = 'site_bucket';
/** Where a preview link lands: GET /preview?token=...; /preview/leave ends it. */
export const PREVIEW_PATH = '/preview';
export const LEAVE_PREVIEW_PATH = '/preview/leave';

export interface Preview {
  remote: string;
  release: string;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
}

// --- The secret: PREVIEW_SECRET, else DATA_DIR/preview-secret (made on first use, owner only). ---

export const previewSecretFile = (dataDir: string) => path.join(dataDir, 'preview-secret');

/**
 * The key that signs preview links: PREVIEW_SECRET as configured (32 characters or more, checked by
 * config/), else the data folder's. Several instances on one database need the same one: set
 * PREVIEW_SECRET on all of them, or share DATA_DIR.
 */
export function previewSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = previewSecretFile(dataDir);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  } catch {
    // Not made yet.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    // Another process made it first: use theirs.
  }
  return fs.readFileSync(file, 'utf8').trim();
}

// --- Signed preview tokens: base64url(JSON payload) "." base64url(HMAC-SHA256). ---

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

/** A token that previews `release` of `remote` until `now + 24 h`. */
export function signPreview(secret: string, remote: string, release: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ r: remote, i: release, e: Math.floor((now + PREVIEW_LIFETIME_MS) / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * Where a preview's browser goes first: the release's first page, else its first route (the
 * console declares /admin/* and no page), else the home page.
 */
export function previewLanding(
  manifest: { pages: readonly { path: string }[]; routes: readonly string[] } | undefined,
) {
  const route = manifest?.routes[0]?.replace(/\/?\*$/, '');
  return manifest?.pages[0]?.path ?? (route || '/');
}

export type PreviewCheck = { ok: true; preview: Preview } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a token: signed with `secret` (compared in constant time), for a remote of this site and a
 * well-formed release id, not expired. Whether the release exists is the registry's to say.
 */
export function verifyPreview(
  secret: string,
  token: string | undefined,
  remoteNames: readonly string[],
  now = Date.now(),
): PreviewCheck {
  const invalid = { ok: false as const, reason: 'invalid' as const };
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined || token!.length > 600) return invalid;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return invalid;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  const { r, i, e } = (data ?? {}) as { r?: unknown; i?: unknown; e?: unknown };
  if (typeof r !== 'string' || !remoteNames.includes(r)) return invalid;
  if (typeof i !== 'string' || !RELEASE_ID.test(i)) return invalid;
  if (typeof e !== 'number' || !Number.isInteger(e)) return invalid;
  if (e * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, preview: { remote: r, release: i, expiresAt: e * 1000 } };
}

// --- Canary buckets. ---

/** A new visitor's bucket: 0 to 99, uniformly. */
export const chooseBucket = (random: (max: number) => number = (max) => crypto.randomInt(max)) => random(100);

/** A bucket from its cookie; null when absent or not one. */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/** A visitor in `bucket` gets a canary served to `percent` % of visitors: buckets 0 .. percent-1 do. */
export const inCanary = (bucket: number, percent: number) => bucket < percent;

// --- Cookies (no cookie plugin: two cookies, written here and read with platform/cookies.ts). ---

export function cookie(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
