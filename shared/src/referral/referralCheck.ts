// Whether a referral link's code belongs to an account (GET /api/referrals/:code, docs/orders.md):
// the shop promises the friend's discount only for a code that gives it. When the shop cannot say
// (offline, busy, an old server), the answer is null and the code is kept: the order then decides.
// A plain fetch, not @site/shared/orders' client: that module (and the session store it reads) would
// then load with /shop's first script, for a check made only when a link carries ?ref=.
const TIME_LIMIT_MS = 10_000;

export async function checkReferralCode(code: string): Promise<boolean | null> {
  try {
    const response = await fetch(`/api/referrals/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIME_LIMIT_MS) : undefined,
    });
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as { valid?: unknown } | null;
    return typeof body?.valid === 'boolean' ? body.valid : null;
  } catch {
    return null;
  }
}
