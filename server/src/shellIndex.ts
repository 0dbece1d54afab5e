/** The auth backend's public settings: its URL and public (anon) key. Never a secret. */
export interface PublicAuthConfig {
  url: string;
  anonKey: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PLACEHOLDER = '<!-- supabase-config -->';

/** Puts the auth backend's public settings into the page as meta tags (SPEC §7). */
export function injectRuntimeSettings(html: string, config: { supabase: PublicAuthConfig | null }): string {
  const tags = config.supabase
    ? `<meta name="supabase-url" content="${escapeAttribute(config.supabase.url)}" />\n    ` +
      `<meta name="supabase-anon-key" content="${escapeAttribute(config.supabase.anonKey)}" />`
    : '';
  if (html.includes(PLACEHOLDER)) return html.replace(PLACEHOLDER, tags);
  // The HTML minifier may drop the placeholder comment: the tags then go at the end of <head>.
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
