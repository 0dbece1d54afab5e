import styled, { css } from 'styled-components';

export type ButtonVariant =
  'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'hero' | 'accent' | 'warm';

export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export const BUTTON_VARIANTS: readonly ButtonVariant[] = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'hero',
  'accent',
  'warm',
];

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveForeground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.destructiveHover};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    border-color: ${({ theme }) => theme.colors.secondaryHover};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.muted};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryForeground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.secondaryHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.foreground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.muted};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 4px;
    padding-left: 0;
    padding-right: 0;
  `,
  hero: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.heroFrom};
    box-shadow: ${({ theme }) => theme.shadows.md};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentForeground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  warm: css`
    background: ${({ theme }) => theme.colors.warm};
    color: ${({ theme }) => theme.colors.warmForeground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.warmHover};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(6)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
  icon: css`
    width: 44px;
    height: 44px;
    padding: 0;
  `,
};

/** Shared look of buttons and of links styled as buttons (`<Button as={Link} to="/shop">`). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: ${({ $fullWidth }) => ($fullWidth ? 'normal' : 'nowrap')};
  text-align: center;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size = 'md' }) => sizeStyles[$size]}
  ${({ $variant = 'default' }) => variantStyles[$variant]}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
`;

// A button is type="button" unless told otherwise; a link styled as one (`as={Link}`) has no type.
export const Button = styled.button.attrs<ButtonStyleProps & { type?: string }>((props) => {
  // The polymorphic `as` is in the props styled-components passes, though not in their type.
  const as = (props as { as?: unknown }).as;
  return { type: as && as !== 'button' ? undefined : (props.type ?? 'button') };
})<ButtonStyleProps>`
  ${buttonStyles}
`;
