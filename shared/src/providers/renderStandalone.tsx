import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from '@site/shared/router';
import styled from 'styled-components';
import { SiteProviders } from './SiteProviders';

const Banner = styled.div`
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Starts one remote alone (for QA), with the same providers the shell gives it. The cart sheet
 * and the rest of the chrome belong to the shell and are not part of a standalone run.
 */
export function renderStandalone(name: string, Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <SiteProviders>
          <Banner role="note">
            Standalone <strong>{name}</strong> remote (QA mode). <Link to="/">Home</Link>
          </Banner>
          <main id="main-content">
            <Routes />
          </main>
        </SiteProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
