// The console's side of /api/console (docs/console.md): every call carries the signed-in account's
// access token, has a time limit and answers a result, never throws, so each screen shows what went
// wrong. A 404 means "not for this account" (or not there): the console shows the not-found page.
import type { MoveAnswer } from '@site/contract/console';
import { useAuthStore } from '@site/shared/auth';

/** A failure carries the server's message and, for a refusal by a rule, the rule's `code`. */
export type ConsoleResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; code?: string };

const TIME_LIMIT_MS = 15_000;

export async function consoleCall<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
  const token = useAuthStore.getState().session?.access_token;
  let response: Response;
  try {
    response = await fetch(`/api/console${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIME_LIMIT_MS) : undefined,
    });
  } catch {
    const failed: ConsoleResult<T> = { ok: false, status: 0, message: 'The console could not reach the server.' };
    return failed;
  }
  const data = (await response.json().catch(() => null)) as (T & { message?: unknown; code?: unknown }) | null;
  if (!response.ok || data === null) {
    const message = typeof data?.message === 'string' ? data.message : `The server answered ${response.status}.`;
    const code = typeof data?.code === 'string' ? data.code : undefined;
    const failed: ConsoleResult<T> = { ok: false, status: response.status, message, ...(code ? { code } : {}) };
    return failed;
  }
  const done: ConsoleResult<T> = { ok: true, data };
  return done;
}

/** A move of a remote's releases: activate, canary (with its share) or rollback. */
export function moveRelease(
  remote: string,
  action: 'activate' | 'canary' | 'rollback',
  body: { release?: string; percent?: number } = {},
): Promise<ConsoleResult<MoveAnswer>> {
  return consoleCall<MoveAnswer>(`/remotes/${encodeURIComponent(remote)}/${action}`, { method: 'POST', body });
}
