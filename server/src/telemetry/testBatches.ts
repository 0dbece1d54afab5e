// Batches as the page sends them, for the telemetry room's tests.
import type { TelemetryBatch } from '@site/contract/telemetry';
import { errorFingerprint } from '@site/contract/telemetryText';

let views = 0;

export function pageBatch(overrides: Partial<TelemetryBatch> = {}): TelemetryBatch {
  views += 1;
  return {
    pageView: `view-${String(views).padStart(6, '0')}`,
    route: '/shop',
    routeRemote: 'shop',
    releases: [
      { remote: 'shop', release: 'shop-b', cohort: 'canary', session: true },
      { remote: 'marketing', release: 'mkt-a', cohort: 'stable', session: true },
    ],
    vitals: [],
    errors: [],
    ...overrides,
  };
}

export function thrown(message: string, remote = 'shop', release = 'shop-b'): TelemetryBatch['errors'][number] {
  const frame = `http://localhost:3002/releases/${release}/main.js:1:200`;
  return {
    kind: 'error',
    remote,
    release,
    fingerprint: errorFingerprint('error', message, frame),
    message,
    frame,
    count: 1,
  };
}
