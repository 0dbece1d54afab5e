// What a mailed link brings back in the URL fragment (the hosted service's implicit flow, and the
// local service's): a session, an error, or a message. Text from the URL is only ever shown as text.

export type LinkType = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';

export type LinkFragment =
  | { kind: 'session'; type: LinkType | null; accessToken: string; refreshToken: string }
  | { kind: 'error'; code: string; description: string }
  | { kind: 'message'; text: string };

const TYPES: readonly string[] = ['signup', 'recovery', 'email_change', 'magiclink', 'invite'];

/** The fragment's meaning, or null when it holds none of these (a plain visit). */
export function readLinkFragment(hash: string): LinkFragment | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) {
    const type = params.get('type');
    return {
      kind: 'session',
      type: type && TYPES.includes(type) ? (type as LinkType) : null,
      accessToken,
      refreshToken,
    };
  }
  const error = params.get('error') ?? params.get('error_code');
  if (error) {
    return {
      kind: 'error',
      code: params.get('error_code') ?? error,
      description: (params.get('error_description') ?? '').slice(0, 300),
    };
  }
  // A hosted project's secure email change: the first of its two links says the other is still due.
  const message = params.get('message');
  return message ? { kind: 'message', text: message.slice(0, 300) } : null;
}
