export default async function globalTeardown(): Promise<void> {
  const {
    __E2E_SITE__: site,
    __E2E_TEMPLATE__: template,
    __E2E_BROWSER__: browser,
  } = globalThis as {
    __E2E_SITE__?: { close: () => Promise<void> };
    __E2E_BROWSER__?: { close: () => Promise<void> };
    __E2E_TEMPLATE__?: { remove: () => void };
  };
  await browser?.close();
  await site?.close();
  template?.remove();
}
