export default async function globalTeardown(): Promise<void> {
  const site = (globalThis as { __E2E_SITE__?: { close: () => Promise<void> } }).__E2E_SITE__;
  await site?.close();
}
