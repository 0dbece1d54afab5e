import { createContext, useContext, useEffect } from 'react';
import { siteConfig } from '@site/shared/config';

export interface PageMetaProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Path of the page, for the canonical Open Graph URL. */
  path?: string;
  /** Same-origin files the page fetches as soon as it starts (preloaded by its prerendered HTML). */
  preloadFetch?: readonly string[];
}

/** What a page declares for the document head; the prerenderer collects it while rendering. */
export interface HeadData {
  page?: Required<Pick<PageMetaProps, 'title' | 'description'>> & { path?: string };
  structuredData: { id: string; json: string }[];
  /** Files to preload with the page (see PageMetaProps.preloadFetch). */
  preloadFetch?: readonly string[];
  /** The remote whose routes the page shows (set by the shell's page renderer). */
  remote?: string;
}

export const HeadCollectorContext = createContext<HeadData | null>(null);

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
export function PageMeta({ title, description, path, preloadFetch }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    collector.page = { title, description, path };
    if (preloadFetch) collector.preloadFetch = preloadFetch;
  }
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
