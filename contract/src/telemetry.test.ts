import * as v from 'valibot';
import { TelemetryBatchSchema, type TelemetryBatch } from './telemetry';
import { cleanMessage, errorFingerprint, withoutQuery } from './telemetryText';

const error = (message: string, frame: string | null = 'http://localhost:3002/releases/r-1/main.js:1:20') => ({
  kind: 'error' as const,
  remote: 'shop',
  release: 'r-1',
  fingerprint: errorFingerprint('error', message, frame),
  message,
  frame,
  count: 1,
});

const batch = (extra: Partial<TelemetryBatch> = {}): unknown => ({
  pageView: 'abcdefgh1234',
  route: '/shop',
  routeRemote: 'shop',
  releases: [{ remote: 'shop', release: 'r-1', cohort: 'canary', session: true }],
  vitals: [{ name: 'LCP', value: 1234.5, remote: 'shop' }],
  errors: [error('boom')],
  ...extra,
});

const problem = (data: unknown) => {
  const result = v.safeParse(TelemetryBatchSchema, data);
  return result.success ? null : result.issues[0]?.message;
};

describe('the telemetry batch (docs/release-health.md)', () => {
  it('takes what the page sends', () => {
    expect(problem(batch())).toBeNull();
    expect(problem(batch({ route: '*', routeRemote: null, errors: [], vitals: [] }))).toBeNull();
  });

  it('refuses unknown fields, at any depth', () => {
    expect(problem({ ...(batch() as object), userId: 'u1' })).toMatch(/Invalid key/);
    expect(
      problem(batch({ releases: [{ remote: 'shop', release: 'r-1', cohort: 'stable', email: 'a@b.c' } as never] })),
    ).toMatch(/Invalid key/);
  });

  it('refuses what could carry a visitor: a query string in a route or a frame, a long message', () => {
    expect(problem(batch({ route: '/shop?email=a@b.c' }))).toMatch(/route/);
    expect(problem(batch({ errors: [error('x', 'http://h/a.js?token=1:1:1')] }))).toBe('no query string');
    expect(problem(batch({ errors: [error('x'.repeat(301))] }))).toMatch(/length/);
  });

  it('caps the sizes and refuses duplicates and a forged fingerprint', () => {
    expect(problem(batch({ errors: Array.from({ length: 21 }, () => error('x')) }))).toMatch(/length/);
    expect(
      problem(
        batch({
          vitals: [
            { name: 'LCP', value: 1, remote: null },
            { name: 'LCP', value: 2, remote: null },
          ],
        }),
      ),
    ).toBe('a vital appears twice');
    expect(problem(batch({ errors: [{ ...error('boom'), fingerprint: 'abc' }] }))).toBe(
      'an error fingerprint does not match its error',
    );
    expect(problem(batch({ vitals: [{ name: 'FID' as never, value: 1, remote: null }] }))).toMatch(/Invalid type/);
  });

  it('gives each error the fingerprint the server computes when the page leaves it out', () => {
    const { fingerprint, ...sent } = error('item 12 missing');
    const parsed = v.parse(TelemetryBatchSchema, batch({ errors: [sent as never] }));
    expect(parsed.errors[0]!.fingerprint).toBe(fingerprint);
    expect(parsed.errors[0]!.fingerprint).toBe(errorFingerprint('error', 'item 7 missing', sent.frame));
  });
});

describe('error text', () => {
  it('drops query strings and e-mail addresses and cuts to 300 characters', () => {
    expect(withoutQuery('http://h/a.js?x=1#y')).toBe('http://h/a.js');
    expect(cleanMessage('failed http://h/p?token=abc for jo@example.com')).toBe('failed http://h/p for <email>');
    expect(cleanMessage('y'.repeat(400))).toHaveLength(300);
  });

  it('groups messages that differ only by numbers', () => {
    expect(errorFingerprint('error', 'item 12 missing', null)).toBe(errorFingerprint('error', 'item 7 missing', null));
    expect(errorFingerprint('error', 'a', null)).not.toBe(errorFingerprint('rejection', 'a', null));
  });
});
