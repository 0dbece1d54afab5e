// Starts the page's reporter (docs/release-health.md) when /remotes.json names where to
// report (TELEMETRY=on), as a chunk of its own fetched when the browser is idle after the first
// paint: nothing of web-vitals is on the first paint's path.
import { ensureRemotesRegistered } from '../federation/remoteLoader';
import { pageSections } from '../federation/sections';

export function startTelemetry(): void {
  ensureRemotesRegistered().then(
    (config) => {
      if (!config.telemetry) return;
      const start = () =>
        import(/* webpackChunkName: "telemetry" */ './reporter/reporter')
          .then(({ startReporter }) => startReporter(config, pageSections()?.live ?? null))
          .catch((error: unknown) => console.warn('[shell] telemetry:', error));
      // Without requestIdleCallback (Safari), after the tasks already queued.
      (window.requestIdleCallback ?? setTimeout)(() => void start(), { timeout: 3_000 });
    },
    () => undefined,
  );
}
