// The dialog and side sheet the site uses. Radix UI's Dialog (DialogImpl) is loaded the first
// time one opens, or earlier when the browser is idle (preloadDialog): none of it is on the
// critical path of a first visit. Until then a trigger is a plain button that opens it.
import {
  cloneElement,
  createElement,
  isValidElement,
  Suspense,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { toast } from '@site/shared/toast';
import type { DialogProps } from './DialogImpl';
import { LoadBoundary, retryableLazy } from './LoadBoundary';

export type { DialogProps } from './DialogImpl';

const loadDialog = () => import('./DialogImpl');
const dialogImpl = retryableLazy(loadDialog);

/** Fetches the dialog code ahead of the first open (idle time). */
export function preloadDialog(): Promise<unknown> {
  return loadDialog();
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/** The trigger shown while the dialog code loads is a new element: it keeps the opener's focus. */
function takeFocusIfLost(element: HTMLElement | null) {
  if (element && (!document.activeElement || document.activeElement === document.body)) element.focus();
}

function plainTrigger(trigger: ReactNode, open: () => void, { keepFocus = false } = {}): ReactNode {
  if (!isValidElement(trigger)) return trigger;
  const element = trigger as ReactElement<TriggerProps & Record<string, unknown>>;
  return cloneElement(element, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) open();
    },
    ...(keepFocus ? { ref: takeFocusIfLost } : {}),
  });
}

export function Dialog(props: DialogProps) {
  const { open: controlledOpen, onOpenChange, trigger } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Once opened, the Radix dialog stays mounted: closing returns focus to its trigger.
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  // Its code did not arrive (a bad network): closed, and the next open tries again.
  const [failed, setFailed] = useState(false);
  if (failed && open) {
    dialogImpl.retry();
    setFailed(false);
  }

  if (!everOpened || failed) return <>{plainTrigger(trigger, () => setOpen(true))}</>;
  return (
    <LoadBoundary
      key={dialogImpl.attempt()}
      onError={() => {
        setFailed(true);
        setOpen(false);
        toast({
          title: 'This could not open',
          description: 'Part of the page did not arrive. Check your connection, then try again.',
          variant: 'destructive',
        });
      }}
    >
      <Suspense fallback={plainTrigger(trigger, () => setOpen(true), { keepFocus: true })}>
        {/* The same component for an attempt (a module's export), not one made during render. */}
        {createElement(dialogImpl.current(), { ...props, open, onOpenChange: setOpen })}
      </Suspense>
    </LoadBoundary>
  );
}

/** A side sheet (the cart panel). */
export function Sheet(props: Omit<DialogProps, 'kind'>) {
  return <Dialog {...props} kind="sheet" />;
}
