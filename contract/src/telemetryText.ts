// The page's telemetry without its schema (docs/release-health.md): the names, limits
// and text rules both sides apply. Apart from telemetry.ts so that the page's reporter carries no
// schema code.
export const TELEMETRY_URL = '/api/telemetry';
/** The largest batch the server reads (413 past it); the page sends far less. */
export const MAX_BATCH_BYTES = 16_384;
export const MAX_MESSAGE_LENGTH = 300;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const ERROR_KINDS = ['error', 'rejection', 'boundary', 'load'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** A URL without its query string or fragment. */
export const withoutQuery = (url: string) => url.replace(/[?#][^\s)]*/g, '');

/**
 * An error's message as reported: query strings and e-mail addresses taken out (a message may quote
 * a URL or a value), cut to 300 characters.
 */
export function cleanMessage(message: string): string {
  return withoutQuery(message)
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '<email>')
    .slice(0, MAX_MESSAGE_LENGTH);
}

/** What groups errors: kind, message (numbers folded) and top frame, as a short FNV-1a hash. */
export function errorFingerprint(kind: string, message: string, frame: string | null): string {
  const text = `${kind}|${message.replace(/\d+/g, '0')}|${frame ?? ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
