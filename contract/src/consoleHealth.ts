// What the operations console shows of the telemetry (docs/console.md, "The pages"): a
// remote's health over time, canary against stable (its charts), and each route's p75 Web Vitals
// rated as the Web Vitals rate them (the Speed page). Read from the per-minute aggregates of
// docs/release-health.md.
import * as v from 'valibot';
import { GOOD_THRESHOLDS } from './health';

/** The spans a health chart covers, and the width of each of its points. */
export const HEALTH_WINDOWS = {
  '1h': { spanMs: 60 * 60_000, stepMs: 5 * 60_000 },
  '24h': { spanMs: 24 * 60 * 60_000, stepMs: 60 * 60_000 },
} as const;
export type HealthWindow = keyof typeof HEALTH_WINDOWS;

/** The spans the Speed page covers. */
export const SPEED_WINDOWS = { '24h': 24 * 60 * 60_000, '7d': 7 * 24 * 60 * 60_000 } as const;
export type SpeedWindow = keyof typeof SPEED_WINDOWS;

/** GET /api/console/remotes/:remote/health?window=1h|24h (nothing else is taken). */
export const HealthQuerySchema = v.strictObject({
  window: v.optional(v.picklist(['1h', '24h'], 'window must be 1h or 24h'), '1h'),
});

/** GET /api/console/speed (no query). */
export const SpeedQuerySchema = v.strictObject({});

/** One cohort in one interval: its sessions, errored sessions, their rate, p75 LCP and INP (ms). */
export interface SeriesSide {
  sessions: number;
  erroredSessions: number;
  /** erroredSessions / sessions; null without sessions. */
  errorRate: number | null;
  p75: { lcp: number | null; inp: number | null };
}

export interface SeriesPoint {
  /** The interval's start (ISO); it ends where the next begins. */
  at: string;
  stable: SeriesSide;
  canary: SeriesSide;
}

/** A remote's health over a window, one point per interval, oldest first. */
export interface HealthSeries {
  remote: string;
  window: HealthWindow;
  since: string;
  until: string;
  stepMs: number;
  points: SeriesPoint[];
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export type SpeedMetric = 'lcp' | 'inp' | 'cls';

/** The Web Vitals' own limits: at most the first is good, past the second poor (LCP, INP in ms). */
export const RATING_THRESHOLDS: Record<SpeedMetric, readonly [good: number, poor: number]> = {
  lcp: [GOOD_THRESHOLDS.lcp, 4_000],
  inp: [GOOD_THRESHOLDS.inp, 500],
  cls: [GOOD_THRESHOLDS.cls, 0.25],
};

/** How a p75 rates; null when nothing was measured. */
export function rateVital(metric: SpeedMetric, value: number | null): VitalRating | null {
  if (value === null) return null;
  const [good, poor] = RATING_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export interface RatedVital {
  p75: number | null;
  /** Page views that measured it. */
  samples: number;
  rating: VitalRating | null;
}

/** One route's speed: the remote that owns it (null: the not-found page, or no live owner). */
export interface RouteSpeedView {
  route: string;
  remote: string | null;
  lcp: RatedVital;
  inp: RatedVital;
  cls: RatedVital;
}

/** GET /api/console/speed: each window's routes, those the account's roles cover. */
export interface SpeedAnswer {
  windows: { window: SpeedWindow; since: string; until: string; routes: RouteSpeedView[] }[];
}
