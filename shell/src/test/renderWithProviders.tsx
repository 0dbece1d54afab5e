import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@site/shared/router';
import { SiteProviders } from '@site/shared/providers';
import { SectionsContext } from '../federation/SectionsContext';
import { siteSections } from './siteSections';

/**
 * Renders inside the same providers the shell gives the site, at `path`, with the sections the
 * remotes' sources declare. Async act: React's use()
 * only resumes a suspended render inside an async act in tests.
 */
export async function renderWithProviders(ui: ReactElement, path = '/'): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <SectionsContext.Provider value={{ rendered: siteSections, live: siteSections }}>
        <MemoryRouter initialEntries={[path]}>
          <SiteProviders>{ui}</SiteProviders>
        </MemoryRouter>
      </SectionsContext.Provider>,
    );
  });
  return result as RenderResult;
}
