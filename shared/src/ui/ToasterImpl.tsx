// Renders the page's toast queue with Radix UI's Toast: a live region, swipe and Escape to
// dismiss, pause on hover and focus. Anything on the page calls toast() from @site/shared/toast.
import * as RadixToast from '@radix-ui/react-toast';
import styled, { css } from 'styled-components';
import { useToastStore, type ToastVariant } from '@site/shared/toast';
import { Icon } from './icons';

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  /* At the top on a phone: at the bottom it lay over a form's last fields and its button for its 5 s
     (the cart sheet's Proceed to Payment), where the thumb is. */
  top: calc(env(safe-area-inset-top, 0px) + 8px);
  right: 12px;
  left: 12px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
  /* Bottom left on wider screens: clear of the cart sheet and the chat button on the right. */
  ${({ theme }) => theme.media.md} {
    top: auto;
    right: auto;
    bottom: 24px;
    left: 24px;
    width: 380px;
  }
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.destructive};
      border-color: ${theme.colors.destructive};
      color: ${theme.colors.destructiveForeground};
    `}
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
  grid-column: 1;
`;

const Description = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  grid-column: 1;
`;

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1;
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
  width: 32px;
  height: 32px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Action = styled(RadixToast.Action)`
  grid-column: 1 / -1;
  justify-self: start;
  margin-top: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export default function ToasterImpl() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <RadixToast.Provider swipeDirection="right">
      {toasts.map((item) => (
        <Root
          key={item.id}
          $variant={item.variant}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          data-testid="toast"
          data-toast
        >
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
          {item.action ? (
            <Action altText={item.action.label} onClick={item.action.onClick}>
              {item.action.label}
            </Action>
          ) : null}
          <Close aria-label="Dismiss notification">
            <Icon name="close" size={16} />
          </Close>
        </Root>
      ))}
      <Viewport label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
