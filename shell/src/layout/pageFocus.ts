// After a client-side navigation nothing tells a keyboard or screen-reader visitor that a new page
// has arrived: focus stays on the link they used. Once the new page's main heading is on screen,
// focus moves to it (or to main when the page has none) and the new title is announced.

/** How long a page (a remote that is still loading) may take to show its heading. */
export const NEW_PAGE_WAIT_MS = 10_000;
/** Lets the page's own effects (its title, from PageMeta) run before the title is announced. */
const SETTLE_MS = 50;

function mainRegion(): HTMLElement | null {
  return document.getElementById('main-content');
}

/**
 * Whether focus is still where the navigation left it (or nowhere): the visitor has not gone on to
 * something else on the new page or in a dialog, so moving focus takes nothing from them.
 */
function focusIsIdle(startedFrom: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === startedFrom || !active.isConnected) return true;
  const main = mainRegion();
  return !main?.contains(active) && !active.closest('[role="dialog"]');
}

function focusWithoutTabStop(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Waits for the new page's h1 inside main, then (unless the visitor has moved on) focuses it and
 * calls `announce` with the document title. Returns a cancel function for the next navigation.
 */
export function focusNewPage(announce: (title: string) => void, { moveFocus = true } = {}): () => void {
  const startedFrom = document.activeElement;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  let done = false;

  const finish = (target: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(giveUpTimer);
    settleTimer = setTimeout(() => {
      if (moveFocus && target && focusIsIdle(startedFrom)) focusWithoutTabStop(target);
      announce(document.title);
    }, SETTLE_MS);
  };

  const findHeading = () => {
    const heading = mainRegion()?.querySelector<HTMLElement>('h1');
    if (heading) finish(heading);
  };

  const giveUpTimer = setTimeout(() => finish(mainRegion()), NEW_PAGE_WAIT_MS);
  findHeading();
  if (!done) {
    const main = mainRegion();
    observer = new MutationObserver(findHeading);
    if (main) observer.observe(main, { childList: true, subtree: true });
  }

  return () => {
    done = true;
    observer?.disconnect();
    clearTimeout(giveUpTimer);
    clearTimeout(settleTimer);
  };
}
