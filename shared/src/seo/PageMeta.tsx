import { createContext, useContext, useEffect, useState } from 'react';
import { siteConfig } from '@site/shared/config';

export interface PageMetaProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Path of the page, for the canonical Open Graph URL. */
  path?: string;
}

/** What a page declares for the document head; the prerenderer collects it while rendering. */
export interface HeadData {
  page?: Required<Pick<PageMetaProps, 'title' | 'description'>> & { path?: string };
  structuredData: { id: string; json: string }[];
  /** Content files the page rendered with, to embed in its HTML (see usePrerenderedContent). */
  contentData?: { url: string; json: string }[];
  /** The remote whose routes the page shows (set by the shell's page renderer). */
  remote?: string;
}

export const HeadCollectorContext = createContext<HeadData | null>(null);

/** Records the page's head data while prerendering (the collector is a render's output, not state). */
function collectPage(collector: HeadData, page: NonNullable<HeadData['page']>) {
  collector.page = page;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function formatTitle(title: string): string {
  return `${title} | ${siteConfig.brandName}`;
}

/** Sets the document title, meta description and Open Graph tags of the page it is rendered on. */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collectPage(collector, { title, description, path });
  useEffect(() => {
    const fullTitle = formatTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', `${siteConfig.siteUrl}${path ?? window.location.pathname}`);
  }, [title, description, path]);
  return null;
}

/** Escapes JSON for a <script> element: no "</script>" or HTML comment can close it early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Structured data (JSON-LD) in document.head while the component is shown, removed when it
 * unmounts, never duplicated (a prerendered copy with the same id is taken over).
 */
export function StructuredData({ id, data }: { id: string; data: unknown }) {
  const collector = useContext(HeadCollectorContext);
  const json = jsonForScript(data);
  if (collector && !collector.structuredData.some((entry) => entry.id === id)) {
    collector.structuredData.push({ id, json });
  }
  useEffect(() => {
    let script = document.head.querySelector<HTMLScriptElement>(`script[type="application/ld+json"][data-id="${id}"]`);
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.id = id;
      document.head.appendChild(script);
    }
    script.textContent = json;
    return () => script?.remove();
  }, [id, json]);
  return null;
}

/** Content files (by URL) the prerenderer read at build time, for pages that render from them. */
export const PrerenderContentContext = createContext<Readonly<Record<string, unknown>> | null>(null);

function readEmbeddedContent(url: string): unknown {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll('script[type="application/json"][data-content-url]')) {
    if (element.getAttribute('data-content-url') !== url) continue;
    try {
      return JSON.parse(element.textContent ?? '') as unknown;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The content file at `url` as the page's prerendered HTML carries it, so that a page rendered
 * from a content file shows that content at once instead of a loading state. While prerendering,
 * the file comes from the prerenderer and is embedded in the page (a JSON data block, never run);
 * in the browser it is read back from there. Undefined when there is none (a page reached by
 * client-side navigation). The data is untrusted: the caller validates it.
 */
export function usePrerenderedContent(url: string): unknown {
  const collector = useContext(HeadCollectorContext);
  const prerenderContent = useContext(PrerenderContentContext);
  const [data] = useState<unknown>(() => (collector ? prerenderContent?.[url] : readEmbeddedContent(url)));
  if (collector && data !== undefined) {
    collector.contentData ??= [];
    if (!collector.contentData.some((entry) => entry.url === url)) {
      collector.contentData.push({ url, json: jsonForScript(data) });
    }
  }
  return data;
}
