import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { useHydrating } from '@site/shared/hydration';

// Progressive hydration of a prerendered page: a section below the fold hydrates when it comes
// near the viewport, when the browser is idle (one section per idle period) or at once when the
// visitor acts in it before then (the early-events script holds the action, wakes the section and
// replays the action once it is live). Each section is then a short task of its own instead of a
// part of one long one. Rendered in the browser after hydration (a client-side visit) or on the
// server, it is a plain wrapper.
//
// Every section still waiting hydrates at once when the visitor goes to another page: the router's
// new location reaches the links inside it, and React holds a navigation (a transition) until each
// section it reaches is hydrated. Every page's footer is such a section: a link followed before the
// idle moments had reached the footer waited for them, and on a phone with none, for ever.

const gates = new Map<string, Promise<void>>();
const idleQueue: (() => void)[] = [];
let idleScheduled = false;

/** Opens every gate still waiting (opening one twice does nothing). */
function openAll() {
  for (const open of idleQueue.splice(0)) open();
}

let navigationsFollowed = false;

/**
 * Opens the waiting gates when the page changes without a load: the Navigation API's `navigate`
 * event, fired by the router's history.pushState and replaceState too. A browser without it
 * (Safari before 26, Firefox before 147) has no event for those two calls, so they are wrapped to
 * open the gates before the router hears of the new location; Back and Forward fire `popstate`.
 */
function followNavigations() {
  if (navigationsFollowed) return;
  navigationsFollowed = true;
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (navigation) {
    navigation.addEventListener('navigate', openAll);
    return;
  }
  window.addEventListener('popstate', openAll);
  for (const method of ['pushState', 'replaceState'] as const) {
    const change = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      openAll();
      return change.apply(this, args);
    };
  }
}

function runIdleQueue() {
  idleScheduled = false;
  idleQueue.shift()?.();
  if (idleQueue.length) scheduleIdle();
}

function scheduleIdle() {
  if (idleScheduled) return;
  idleScheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(runIdleQueue, { timeout: 4000 });
  else window.setTimeout(runIdleQueue, 200);
}

function regionElement(region: string): Element | null {
  for (const element of document.querySelectorAll('[data-early-region]')) {
    if (element.getAttribute('data-early-region') === region) return element;
  }
  return null;
}

/** Resolves when the section is needed: near the viewport, idle time, or an early action in it. */
function whenNeeded(region: string): Promise<void> {
  let gate = gates.get(region);
  if (!gate) {
    gate = new Promise<void>((resolve) => {
      const element = regionElement(region);
      const target = element?.firstElementChild;
      // Needed already: the visitor acted in it before this code ran.
      if (!element || !target || window.__siteEarly?.pending(region)) return resolve();
      let observer: IntersectionObserver | undefined;
      const open = () => {
        observer?.disconnect();
        element.removeEventListener('early:wake', open);
        resolve();
      };
      element.addEventListener('early:wake', open);
      if (typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
          rootMargin: '200px 0px',
        });
        observer.observe(target);
      }
      idleQueue.push(open);
      scheduleIdle();
      followNavigations();
    });
    gates.set(region, gate);
  }
  return gate;
}

function Gate({ region, children }: { region: string; children: ReactNode }) {
  // True only while hydrating (and on the server, where nothing waits).
  const hydrating = useHydrating();
  if (hydrating && typeof document !== 'undefined') use(whenNeeded(region));
  useEffect(() => {
    window.__siteEarly?.live(region);
  }, [region]);
  return children;
}

export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const region = `section${useId()}`;
  return (
    <div data-early-region={region} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gate region={region}>{children}</Gate>
      </Suspense>
    </div>
  );
}
