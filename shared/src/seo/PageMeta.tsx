import { useEffect } from 'react';
import { siteConfig } from '@site/shared/config';

export interface PageMetaProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Path of the page, for the canonical Open Graph URL. */
  path?: string;
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
