// Renders a remote's page for its unit tests, as the marketing and cadence remotes do.
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@site/shared/router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/shared/theme';

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search + location.hash}</span>;
}

/** Renders a page in the theme and a memory router, with the current location readable. */
export async function renderPage(ui: ReactElement, path = '/'): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>,
    );
  });
  return result as RenderResult;
}
