import type { RuntimeConfig } from '@site/contract/runtimeConfig';
import type { TelemetryBatchInput } from '@site/contract/telemetry';
import { siteSections } from '../../test/siteSections';
import { reportError } from '../pageReports';
import { startReporter } from './reporter';

const config = {
  remotes: {
    marketing: 'http://localhost:3001/releases/m1/mf-manifest.json',
    shop: 'http://localhost:3002/releases/s1/mf-manifest.json',
  },
  releases: { marketing: 'build-m1', shop: 'build-s1' },
  sections: siteSections,
  telemetry: '/api/telemetry',
} as unknown as RuntimeConfig;

const sent: TelemetryBatchInput[] = [];
const reading: Promise<void>[] = [];
/** The beacons' bodies, read (jsdom's Blob has no text()). */
const read = (body: Blob) =>
  new Promise<void>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      sent.push(JSON.parse(String(reader.result)) as TelemetryBatchInput);
      resolve();
    };
    reader.readAsText(body);
  });
beforeAll(async () => {
  // jsdom has no performance timeline: web-vitals then measures nothing.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [] });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: Blob) => reading.push(read(body)) > 0,
  });
  await startReporter(config, siteSections);
});
const settle = () => Promise.all(reading);

test('a page kept for Back reports on; one left for good sends nothing more (what it aborts is the leaving)', async () => {
  reportError('load', new Error('shop did not load'), 'shop');
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
  await settle();
  expect(sent.flatMap((batch) => batch.errors.map((error) => error.message))).toEqual(['Error: shop did not load']);

  // Back from the cache: an error then is the page's, sent as it is hidden again.
  reportError('error', new Error('thrown after coming back'), 'shop');
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  // The browser aborts the fetches of the page it leaves: a remote's manifest "failed".
  reportError('load', new TypeError('Failed to fetch'), 'shop');
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
  expect(sent.flatMap((batch) => batch.errors.map((error) => error.message))).toEqual([
    'Error: shop did not load',
    'Error: thrown after coming back',
  ]);
});
