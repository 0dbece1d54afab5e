import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/shared/theme';
import { Button, BUTTON_VARIANTS } from './Button';

describe('Button', () => {
  it('has the nine variants of docs/product.md §9', () => {
    expect(BUTTON_VARIANTS).toEqual([
      'default',
      'destructive',
      'outline',
      'secondary',
      'ghost',
      'link',
      'hero',
      'accent',
      'warm',
    ]);
  });

  it.each(BUTTON_VARIANTS)('renders the %s variant as a real button with its own look', (variant) => {
    render(
      <ThemeProvider theme={theme}>
        <Button $variant={variant}>Go</Button>
        <Button>Base</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('$variant');
    const style = window.getComputedStyle(button);
    const base = window.getComputedStyle(screen.getByRole('button', { name: 'Base' }));
    if (variant === 'default') expect(style.backgroundColor).toBe(base.backgroundColor);
    else
      expect(`${style.backgroundColor}|${style.color}|${style.textDecoration}`).not.toBe(
        `${base.backgroundColor}|${base.color}|${base.textDecoration}`,
      );
  });

  it('keeps a submit type when asked', () => {
    render(
      <ThemeProvider theme={theme}>
        <Button type="submit">Send</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });
});
