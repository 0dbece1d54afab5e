// The page's toasts. Radix UI's Toast (ToasterImpl) loads with the first toast, or earlier when
// the browser is idle (preloadToaster), so it stays off the critical path of a first visit.
import { lazy, Suspense, useState } from 'react';
import { useToastStore } from '@site/shared/toast';

const loadToaster = () => import('./ToasterImpl');
const ToasterImpl = lazy(loadToaster);

export function preloadToaster(): Promise<unknown> {
  return loadToaster();
}

export function Toaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  ) : null;
}
