// Renders one page of the site to HTML at build time (see prerender/). The same components as
// the browser: the shell's layout and providers, with the remotes' routes passed in directly.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ComponentType } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { SiteProviders } from '@site/shared/providers';
import { HeadCollectorContext, PrerenderContentContext, formatTitle, type HeadData } from '@site/shared/seo';
import { RemoteResolverContext } from '../federation/RemoteResolverContext';
import { remoteFor, type RemoteName, type Sections } from '../federation/sections';
import { SectionsContext } from '../federation/SectionsContext';
import { SiteLayout } from '../layout/SiteLayout';
import { shortenServerStyles } from '../firstFrame/serverStyles';
import { firstFrameWaits } from '../firstFrame/firstFrameWaits';

export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  /** <style> elements of the styles the page uses (shortened: firstFrame/serverStyles.ts). */
  styles: string;
  /** The head's `<link rel="expect">` elements: what the first frame waits for (firstFrame/firstFrameWaits.ts). */
  firstFrameWaits: string;
  head: HeadData;
  title: string | null;
}

/**
 * @param sections what the remotes declare (route table, labels, links): the page's chrome and
 *   route are rendered from them, and the page carries them for its hydration
 */
export function renderPage(
  url: string,
  remotes: Record<RemoteName, ComponentType>,
  sections: Sections,
  contentFiles: Readonly<Record<string, unknown>> = {},
): RenderedPage {
  const head: HeadData = { structuredData: [], remote: remoteFor(sections, url.split('?')[0] ?? '/') ?? undefined };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <HeadCollectorContext.Provider value={head}>
          <PrerenderContentContext.Provider value={contentFiles}>
            <RemoteResolverContext.Provider value={(remote) => remotes[remote]!}>
              <SectionsContext.Provider value={{ rendered: sections, live: sections }}>
                <StaticRouter location={url}>
                  <SiteProviders>
                    <SiteLayout />
                  </SiteProviders>
                </StaticRouter>
              </SectionsContext.Provider>
            </RemoteResolverContext.Provider>
          </PrerenderContentContext.Provider>
        </HeadCollectorContext.Provider>,
      ),
    );
    return {
      html,
      styles: shortenServerStyles(sheet.getStyleTags()),
      firstFrameWaits: firstFrameWaits(html),
      head,
      title: head.page ? formatTitle(head.page.title) : null,
    };
  } finally {
    sheet.seal();
  }
}
