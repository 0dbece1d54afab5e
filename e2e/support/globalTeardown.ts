export default async function globalTeardown(): Promise<void> {
  const { __E2E_SITE__: site, __E2E_TEMPLATE__: template } = globalThis as {
    __E2E_SITE__?: { close: () => Promise<void> };
    __E2E_TEMPLATE__?: { remove: () => void };
  };
  await site?.close();
  template?.remove();
}
