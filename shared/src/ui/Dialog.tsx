// The dialog and side sheet the site uses. Radix UI's Dialog (DialogImpl) is loaded the first
// time one opens, or earlier when the browser is idle (preloadDialog): none of it is on the
// critical path of a first visit. Until then a trigger is a plain button that opens it.
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { DialogProps } from './DialogImpl';

export type { DialogProps } from './DialogImpl';

const loadDialog = () => import('./DialogImpl');
const DialogImpl = lazy(loadDialog);

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

  if (!everOpened) return <>{plainTrigger(trigger, () => setOpen(true))}</>;
  return (
    <Suspense fallback={plainTrigger(trigger, () => setOpen(true), { keepFocus: true })}>
      <DialogImpl {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

/** A side sheet (the cart panel). */
export function Sheet(props: Omit<DialogProps, 'kind'>) {
  return <Dialog {...props} kind="sheet" />;
}
