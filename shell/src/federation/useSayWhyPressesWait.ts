// While a prerendered page waits on a remote that failed, its own buttons and forms do nothing
// (the early-events script holds what they would do; docs/performance.md, "The first seconds").
// The notice that says so sits above the page, out of sight of a visitor at a form further down:
// a press there, before the failure or after it, brings a toast that says why, with Retry.
import { useEffect, useRef } from 'react';
import { toast, DEFAULT_TOAST_DURATION } from '@site/shared/toast';

const PAGE_REGION = '[data-early-region="page"]';
const CONTROL = 'button,input[type=submit],input[type=button],[role=button],[role=tab]';

/** Call before the held actions are dropped: a press held until the failure is answered at once. */
export function useSayWhyPressesWait(active: boolean, label: string, retry: () => void): void {
  const latest = useRef({ label, retry });
  useEffect(() => {
    latest.current = { label, retry };
  });
  useEffect(() => {
    if (!active) return;
    let saidAt = -Infinity;
    const say = () => {
      // One at a time: a visitor pressing again while it shows needs no second one.
      if (Date.now() - saidAt < DEFAULT_TOAST_DURATION) return;
      saidAt = Date.now();
      toast({
        title: `${latest.current.label} could not be loaded`,
        description: 'Buttons and forms on this page will work once it loads.',
        variant: 'destructive',
        action: { label: 'Retry', onClick: () => latest.current.retry() },
      });
    };
    if (window.__siteEarly?.pending('page')) say();
    // On the window, in the capture phase: the early-events script stops the press at the document.
    const onPress = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.closest(PAGE_REGION)) return;
      if (event.type === 'click' && !target.closest(CONTROL)) return;
      say();
    };
    window.addEventListener('click', onPress, true);
    window.addEventListener('submit', onPress, true);
    return () => {
      window.removeEventListener('click', onPress, true);
      window.removeEventListener('submit', onPress, true);
    };
  }, [active]);
}
