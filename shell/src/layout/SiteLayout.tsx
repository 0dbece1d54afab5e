import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@site/shared/router';
import styled from 'styled-components';
import { HydrateWhenSeen, NotFoundPage, PageLoading, PartLive, Spinner } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { shopPaths } from '@site/paths/shop';
import { PAGE_REGION_ATTRIBUTE, isLive, markLive } from '../early/liveRegions';
import { hydratingPath } from '../federation/firstHydration';
import { preloadRemoteNotice, RemoteHydrationNotice } from '../federation/RemoteHydrationNotice';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import { remoteFor } from '../federation/sections';
import { useRouteSections } from '../federation/SectionsContext';
import { useIdlePreload } from '../federation/useIdlePreload';
import { FloatingChat } from '../features/chat/FloatingChat';
import { CartSheet, preloadCheckout } from '../features/checkout/CartSheet';
import { Footer } from '../features/footer/Footer';
import { MobileBar } from '../features/mobile-bar/MobileBar';
import { Navbar } from '../features/navbar/Navbar';
import { PreviewBar } from '../features/preview/PreviewBar';
import { NavigationProgress } from './NavigationProgress';
import { ScrollManager } from './ScrollManager';

/** The shell's parts fetched when the browser is idle: the cart's steps, a failed remote's notice. */
const IDLE_PRELOADS = [preloadCheckout, preloadRemoteNotice];

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  min-height: 70vh;
  &:focus {
    outline: none;
  }
`;

// The page's content: its actions wait for it to be live (see early/earlyEvents.js). A box of its
// own only for that: it takes no part in the layout.
const PageRegion = styled.div`
  display: contents;
`;

/**
 * A part of the chrome that hydrates as a slice of its own: many short tasks instead of one long
 * one. A press on it before its turn makes React hydrate it at once (selective hydration); once
 * hydrated, what was typed in it before is put back (PartLive).
 */
function ChromeSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartLive />
    </Suspense>
  );
}

/** Inside the page's Suspense boundary: runs once the page's content is hydrated (or rendered). */
function PageLive() {
  useEffect(() => markLive('page'), []);
  return null;
}

/**
 * The page's Suspense boundary. A prerendered page's HTML waits in it for its remote; if the
 * visitor moves to another page first (its remote may have failed), the boundary is replaced
 * rather than updated: React would otherwise hold the navigation until the old HTML hydrates.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [key, setKey] = useState('prerendered');
  const first = hydratingPath();
  // Adjusting state while rendering (react.dev, "storing information from previous renders").
  if (key === 'prerendered' && first !== null && first !== pathname && !isLive('page')) setKey('rendered');
  return (
    <Suspense
      key={key}
      fallback={
        <PageLoading>
          <Spinner label="Loading page" size={32} />
        </PageLoading>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * Picks the remote that owns the current path (the live releases' route table), or the not-found
 * page. Until the sections are known (a development server's page), the page is loading.
 */
function RemoteSwitch() {
  const { pathname } = useLocation();
  const sections = useRouteSections(pathname);
  if (!sections) {
    return (
      <PageLoading>
        <Spinner label="Loading page" size={32} />
      </PageLoading>
    );
  }
  const remote = remoteFor(sections, pathname);
  if (!remote) return <NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />;
  return <RemoteOutlet key={remote} remote={remote} />;
}

export function SiteLayout() {
  useIdlePreload(IDLE_PRELOADS);
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <ScrollManager />
      <PreviewBar />
      <ChromeSlice>
        <Navbar />
        <NavigationProgress />
      </ChromeSlice>
      <Main id="main-content" tabIndex={-1}>
        <RemoteHydrationNotice />
        <PageRegion {...PAGE_REGION_ATTRIBUTE}>
          <PageBoundary>
            <Routes>
              <Route path="*" element={<RemoteSwitch />} />
            </Routes>
            <PageLive />
          </PageBoundary>
        </PageRegion>
      </Main>
      <HydrateWhenSeen>
        <Footer />
      </HydrateWhenSeen>
      <ChromeSlice>
        <FloatingChat />
        <MobileBar />
      </ChromeSlice>
      <ChromeSlice>
        <CartSheet />
      </ChromeSlice>
    </>
  );
}
