// Accessible modal dialog and side sheet on Radix UI's Dialog (loaded on first open, see Dialog.tsx): focus trap, Escape to close,
// focus returned to the trigger, scroll lock and aria wiring come from the library.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
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
}: DialogProps) {
  const Panel = kind === 'sheet' ? SheetPanel : DialogPanel;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <Panel {...(description ? {} : { 'aria-describedby': undefined })}>
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
