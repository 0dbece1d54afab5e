// The machine's own names: a local site answers on each, so the service takes a page under any of
// them as the site's (CORS, cors.ts; where a mailed link leads back, accountMailer.ts).
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** An http(s) origin on one of the machine's own names, any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}
