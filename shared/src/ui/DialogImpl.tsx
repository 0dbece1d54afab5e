// Accessible modal dialog and side sheet on Radix UI's Dialog (loaded on first open, see Dialog.tsx): focus trap, Escape to close,
// focus returned to the trigger, scroll lock and aria wiring come from the library.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useEscapeToClose } from './escapeLayers';
import { Icon } from './icons';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  animation: ${fadeIn} 0.15s ease-out;
`;

const panelBase = css`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow-y: auto;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const DialogPanel = styled(RadixDialog.Content)`
  ${panelBase}
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(640px, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  animation: ${fadeIn} 0.15s ease-out;
`;

const SheetPanel = styled(RadixDialog.Content)`
  ${panelBase}
  top: 0;
  right: 0;
  height: 100%;
  width: min(440px, 100vw);
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(6)};
  animation: ${slideIn} 0.2s ease-out;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin: 0;
`;

const Description = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

const CloseButton = styled(RadixDialog.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.foreground};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** 'dialog' is centred; 'sheet' slides in from the right. */
  kind?: 'dialog' | 'sheet';
  closeLabel?: string;
  /**
   * Without a trigger, focus goes back on close to what had it when the dialog opened; when that
   * is gone (a toast's action) or hidden, to this element instead.
   */
  returnFocusTo?: () => HTMLElement | null;
}

/** Connected and rendered (not display: none, e.g. the mobile bar on a wide screen). */
function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element?.isConnected) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

export default function DialogImpl({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  kind = 'dialog',
  closeLabel = 'Close',
  returnFocusTo,
}: DialogProps) {
  const Panel = kind === 'sheet' ? SheetPanel : DialogPanel;
  useEscapeToClose(!!open, () => onOpenChange?.(false), { modal: true });
  // Radix returns focus to its trigger; a dialog opened from elsewhere (the cart from the navbar,
  // the mobile bar or a toast) returns it to its opener, never to the body.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const onCloseAutoFocus = (event: Event) => {
    if (trigger) return;
    event.preventDefault();
    // An opener outside the tab order is where focus was left, not a control the visitor pressed:
    // the toast list Radix focuses when a toast's View Cart closes its toast. The fallback comes first.
    const pressed = opener.current && opener.current.tabIndex >= 0 ? opener.current : null;
    const target = [pressed, returnFocusTo?.(), opener.current].find(canTakeFocus);
    target?.focus();
    opener.current = null;
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <Panel {...(description ? {} : { 'aria-describedby': undefined })} onCloseAutoFocus={onCloseAutoFocus}>
          <Header>
            <div>
              <Title>{title}</Title>
              {description ? <Description>{description}</Description> : null}
            </div>
            <CloseButton aria-label={closeLabel}>
              <Icon name="close" />
            </CloseButton>
          </Header>
          {children}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
