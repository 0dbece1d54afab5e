import { escapeAttribute } from '../platform';

/** The auth backend's public settings: its URL and public (anon) key. Never a secret. */
export interface PublicAuthConfig {
  url: string;
  anonKey: string;
}

const PLACEHOLDER = '<!-- supabase-config -->';

/** Marker the prerenderer leaves in a page's head: the remote whose routes the page shows. */
const REMOTE_MARKER = /<!--remote-manifest:([a-z]+)-->/g;

/**
 * Replaces each prerendered page's remote marker by a preload of that remote's manifest (from the
 * run-time configuration), so the browser fetches it while the shell's scripts download (the
 * shell's boot script turns these meta elements into preloads just after the first paint).
 */
export function injectRemotePreloads(html: string, remotes: Record<string, string>): string {
  return html.replace(REMOTE_MARKER, (_marker, name: string) => {
    const url = remotes[name];
    return url ? `<meta name="preload-after-paint" content="${escapeAttribute(url)}">` : '';
  });
}

/**
 * Puts the auth backend's public settings into the page as meta tags (docs/product.md §7), or, when the
 * server has turned sign-in off (unreadable auth data), the message /login shows instead.
 */
export function injectRuntimeSettings(
  html: string,
  config: { supabase: PublicAuthConfig | null; authUnavailable?: string | null },
): string {
  const tags = config.supabase
    ? `<meta name="supabase-url" content="${escapeAttribute(config.supabase.url)}" />\n    ` +
      `<meta name="supabase-anon-key" content="${escapeAttribute(config.supabase.anonKey)}" />`
    : config.authUnavailable
      ? `<meta name="auth-unavailable" content="${escapeAttribute(config.authUnavailable)}" />`
      : '';
  if (html.includes(PLACEHOLDER)) return html.replace(PLACEHOLDER, tags);
  // The HTML minifier may drop the placeholder comment: the tags then go at the end of <head>.
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
