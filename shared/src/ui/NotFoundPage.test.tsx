import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '@site/shared/router';
import { theme } from '@site/shared/theme';
import { NotFoundPage } from './NotFoundPage';

const renderAt = (page: ReactElement) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/nowhere']}>{page}</MemoryRouter>
    </ThemeProvider>,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('its buttons go where its caller says (the remotes own their paths)', () => {
  renderAt(<NotFoundPage links={{ home: '/', shop: '/shop' }} />);
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Browse Shop' })).toHaveAttribute('href', '/shop');
});

test('a remote built against 1.1, which passes no links, gets the way home only', () => {
  const OldNotFoundPage = NotFoundPage as unknown as () => ReactElement;
  renderAt(<OldNotFoundPage />);
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('link', { name: 'Browse Shop' })).not.toBeInTheDocument();
});
