// Reading a request's cookies (no cookie plugin: the site reads three, each where it is used).

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
