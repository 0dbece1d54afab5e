import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SiteProviders } from '@site/shared/providers';

/** Renders inside the same providers the shell gives the site, at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteProviders>{ui}</SiteProviders>
    </MemoryRouter>,
  );
}
