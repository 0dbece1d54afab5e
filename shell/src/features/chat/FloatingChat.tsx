import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { Icon } from '@site/shared/ui';

/**
 * A complementary landmark, so screen-reader users find it and nothing sits outside a region. A
 * flex box, not a line of text: its height is the button's from the start. As a line it was 8 px
 * taller until the button's icon arrived, and a page painted before then moved it down
 * (docs/performance.md, "A page that holds still").
 */
const Wrapper = styled.aside`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: none;
  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

const ChatLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

const Hint = styled.span`
  position: absolute;
  right: 68px;
  top: 50%;
  transform: translateY(-50%);
  white-space: nowrap;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.foreground};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0;
  pointer-events: none;
  transition: opacity 0.15s ease;
  ${Wrapper}:hover &,
  ${Wrapper}:focus-within & {
    opacity: 1;
  }
`;

/** Desktop floating button that opens the external AI assistant in a new tab. */
export function FloatingChat() {
  return (
    <Wrapper aria-label="AI assistant">
      <ChatLink
        href={siteConfig.external.chatAssistantUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby="chat-hint"
        aria-label="Chat with the AI assistant (opens in a new tab)"
      >
        <Icon name="chat" size={26} />
      </ChatLink>
      <Hint id="chat-hint" role="tooltip">
        Questions? Chat with my AI assistant
      </Hint>
    </Wrapper>
  );
}
