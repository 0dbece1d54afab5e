// Sections (and the shop's cards) the browser lays out only near the screen (content-visibility:
// auto; docs/architecture.md, "The first frame") are drawn one at a time, each in an idle moment,
// once the page is live. The first frame stays short, and the page is soon laid out in full, as
// jumps to a section and the tools that hit-test the page (axe, Lighthouse) expect, without one long
// layout of it all.
const SELECTOR = 'main section, main article, footer';
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 50);
}

/** The next section still drawn only near the screen, if any. */
function nextSkipped(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(SELECTOR)].find(
    (element) => element.dataset.drawn === undefined && getComputedStyle(element).contentVisibility === 'auto',
  );
}

export function drawSectionsWhenIdle(): void {
  const next = () => {
    const section = nextSkipped();
    if (!section) return;
    section.dataset.drawn = '';
    section.style.contentVisibility = 'visible';
    // The next once this one has been drawn: after a frame, in an idle moment.
    requestAnimationFrame(() => whenIdle(next));
  };
  whenIdle(next);
}
