// The page's reporter (docs/release-health.md), its own chunk, loaded after the first
// paint once /remotes.json says where to report: Web Vitals (web-vitals' standard build: LCP's entry
// holds its element and INP's entries their target, whose remote attribution.ts finds; the
// attribution build would add some 5 KB gzip to every first visit) and the errors the page caught
// (pageReports.ts), sent as one batch with sendBeacon when the page is hidden or left, never on a
// timer. No cookie, nothing typed, no id that outlives the page.
// The package's own minified file (it mangles its private fields: smaller than ours of its modules).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { RuntimeConfig } from '@site/contract/runtimeConfig';
import type { Sections } from '@site/contract/sections';
import { nextTask } from '../../federation/slicedLoading';
import { listenToReports } from '../pageReports';
import { ownerOfEntries, routeOf } from './attribution';
import { createPageView } from './pageView';

// Random per page load, kept by nothing (docs/release-health.md): not a secret.
const pageViewId = () => Date.now().toString(36) + Math.random().toString(36).slice(2);

/** Starts reporting this page view to `config.telemetry` (the run-time configuration's). */
export async function startReporter(config: RuntimeConfig, sections: Sections | null): Promise<void> {
  const url = config.telemetry;
  if (!url || !navigator.sendBeacon) return;
  const known = sections ?? config.sections ?? {};
  const { route, remote: routeRemote } = routeOf(known, location.pathname);
  const view = createPageView(config, { id: pageViewId(), route, routeRemote });
  // The page shown is the route's release's (its prerendered page) and its code is on the way: a
  // visitor who leaves before that code arrives is a session of it all the same, so a release that
  // loads slowly keeps the visits it loses (docs/release-health.md).
  if (routeRemote) view.loaded(routeRemote);
  listenToReports(view);

  // The remote of the LCP element or the INP target (FCP and TTFB have none: the route's). The page
  // region is the remote of the route shown when the metric is read (after a client-side
  // navigation, the new one's); CLS, the sum of the page view's shifts, is the landing route's.
  const report = ({ name, value, entries }: Metric) =>
    view.vital(
      name,
      value,
      name === 'CLS' ? routeRemote : ownerOfEntries(entries, routeOf(known, location.pathname).remote),
    );
  // One metric a task: each reads the entries buffered since the page started, together a long task
  // on a slow phone (docs/performance.md, "Short tasks"). Every change is kept, not only the final value: a page
  // that is left fires pagehide before it is hidden, and web-vitals gives LCP, CLS and INP only once
  // it is hidden, so the batch that goes on pagehide would lack them (a second one, as the page is
  // torn down, is lost on a busy machine). Each vital goes once, as it stood (pageView.ts).
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    on(report, { reportAllChanges: true });
    await nextTask();
  }

  // After web-vitals' own listeners on visibilitychange (they give the final values): those go too.
  // Nothing goes after the page is left for good (pagehide, not kept in the back/forward cache):
  // the browser then aborts what it was fetching (a remote's manifest on a hovered link, a chunk),
  // failures of the leaving that would count against a release (an errored session). Chromium keeps
  // no page with fetches in flight in that cache. (Initially undefined: fewer bytes, bench:bundle.)
  let left: boolean | undefined;
  const send = () => {
    const batch = !left && view.take();
    if (batch) navigator.sendBeacon(url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Leaving a page may not hide it first (Safari; Chromium as a page is replaced): a second send
  // finds nothing new.
  addEventListener('pagehide', (event) => {
    send();
    left = !event.persisted;
  });
  // Says that this page view is being reported (a test, or a curious developer, can see it).
  document.documentElement.dataset.telemetry = 'on';
}
