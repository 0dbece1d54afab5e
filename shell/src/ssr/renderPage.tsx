// Renders one page of the site to HTML at build time (see prerender/). The same components as
// the browser: the shell's layout and providers, with the remotes' routes passed in directly.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ComponentType } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { SiteProviders } from '@site/shared/providers';
import { HeadCollectorContext, PrerenderContentContext, formatTitle, type HeadData } from '@site/shared/seo';
import { RemoteResolverContext } from '../federation/RemoteResolverContext';
import type { RemoteName } from '../federation/remoteNames';
import { remoteForPath } from '../federation/routeTable';
import { SiteLayout } from '../layout/SiteLayout';

export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  /** <style> elements of the styles the page uses. */
  styles: string;
  head: HeadData;
  title: string | null;
}

export function renderPage(
  url: string,
  remotes: Record<RemoteName, ComponentType>,
  contentFiles: Readonly<Record<string, unknown>> = {},
): RenderedPage {
  const head: HeadData = { structuredData: [], remote: remoteForPath(url.split('?')[0] ?? '/') ?? undefined };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <HeadCollectorContext.Provider value={head}>
          <PrerenderContentContext.Provider value={contentFiles}>
            <RemoteResolverContext.Provider value={(remote) => remotes[remote]}>
              <StaticRouter location={url}>
                <SiteProviders>
                  <SiteLayout />
                </SiteProviders>
              </StaticRouter>
            </RemoteResolverContext.Provider>
          </PrerenderContentContext.Provider>
        </HeadCollectorContext.Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), head, title: head.page ? formatTitle(head.page.title) : null };
  } finally {
    sheet.seal();
  }
}
