// The page's toasts. Radix UI's Toast (ToasterImpl) loads with the first toast, or earlier when
// the browser is idle (preloadToaster), so it stays off the critical path of a first visit.
import { createElement, Suspense, useState } from 'react';
import { useToastStore } from '@site/shared/toast';
import { LoadBoundary, retryableLazy } from './LoadBoundary';

const loadToaster = () => import('./ToasterImpl');
const toasterImpl = retryableLazy(loadToaster);

export function preloadToaster(): Promise<unknown> {
  return loadToaster();
}

export function Toaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const newest = useToastStore((state) => state.toasts.at(-1)?.id ?? null);
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  // Its code did not arrive (a bad network): the next toast tries again.
  const [failedAt, setFailedAt] = useState<number | null | undefined>(undefined);
  if (failedAt !== undefined && newest !== failedAt) {
    toasterImpl.retry();
    setFailedAt(undefined);
  }
  if (!needed || failedAt !== undefined) return null;
  return (
    <LoadBoundary key={toasterImpl.attempt()} onError={() => setFailedAt(newest)}>
      <Suspense fallback={null}>{createElement(toasterImpl.current())}</Suspense>
    </LoadBoundary>
  );
}
