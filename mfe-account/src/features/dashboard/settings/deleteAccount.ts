// DELETE /api/account (docs/orders.md, "Deleting an account"), with a time limit and a result that
// never throws: the page says what went wrong.
import type { AccountDeletion } from '@site/contract/orders';

export type DeletionResult = ({ ok: true } & AccountDeletion) | { ok: false; message: string };

export async function deleteAccount(token: string, password: string): Promise<DeletionResult> {
  try {
    const response = await fetch('/api/account', {
      method: 'DELETE',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ password }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && body?.deleted === true) return { ok: true, ...(body as AccountDeletion) };
    const message = typeof body?.message === 'string' ? body.message : `The site answered ${response.status}.`;
    return { ok: false, message };
  } catch {
    return {
      ok: false,
      message: 'Could not reach the site. Check your connection and try again. Nothing was deleted.',
    };
  }
}
