import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@site/shared/router';
import { SiteProviders } from '@site/shared/providers';

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="location">{location.pathname}</span>
      <span data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</span>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/**
 * Renders a page inside the providers the shell gives the site (theme, auth, cart, toasts) at the
 * last of `history` (other paths show a placeholder), with the current path (and the whole address,
 * query and hash included) readable and a Back button for history checks.
 */
export async function renderPage(ui: ReactElement, history: string[] = ['/']): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
        <SiteProviders>
          <Routes>
            <Route path={(history[history.length - 1] ?? '/').split(/[?#]/)[0]} element={ui} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <LocationProbe />
        </SiteProviders>
      </MemoryRouter>,
    );
  });
  return result as RenderResult;
}
