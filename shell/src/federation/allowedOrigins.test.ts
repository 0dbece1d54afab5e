// The federation runtime plugin that keeps remote code to the origins the registry published
// (docs/releases.md, "Previews and canaries").
import { allowRemoteOrigins, isAllowedRemoteUrl, originsOf, remoteOriginGuard } from './allowedOrigins';
import { parseRuntimeConfig } from './runtimeConfig';

const remotes = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  shop: 'http://localhost:3002/releases/20260101t000000-abcdef1/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  cadence: 'http://localhost:3004/mf-manifest.json',
  quiz: 'http://localhost:3005/mf-manifest.json',
};
const origins = [1, 2, 3, 4, 5].map((n) => `http://localhost:300${n}`);

test('a /remotes.json whose manifests leave the published origins is refused', () => {
  expect(() => parseRuntimeConfig({ remotes, origins })).not.toThrow();
  expect(() =>
    parseRuntimeConfig({ remotes: { ...remotes, shop: 'https://evil.example/mf-manifest.json' }, origins }),
  ).toThrow(/outside the published origins/);
});

test('the guard refuses to register, fetch or add a script from any other origin', () => {
  allowRemoteOrigins(originsOf(parseRuntimeConfig({ remotes, origins })));
  const guard = remoteOriginGuard();
  expect(isAllowedRemoteUrl(remotes.shop)).toBe(true);
  expect(() => guard.fetch?.('http://localhost:3002/mf-manifest.json', {}, {} as never)).not.toThrow();
  expect(() => guard.fetch?.('https://evil.example/mf-manifest.json', {}, {} as never)).toThrow(/not one the site/);
  expect(() => guard.createScript?.({ url: 'https://evil.example/remoteEntry.js', attrs: {} } as never)).toThrow(
    /evil\.example/,
  );
  expect(() =>
    guard.beforeRegisterRemote?.({
      remote: { name: 'shop', entry: 'https://evil.example/mf-manifest.json' },
      origin: {} as never,
    }),
  ).toThrow(/not one the site/);
  expect(() =>
    guard.beforeRegisterRemote?.({ remote: { name: 'shop', entry: remotes.shop }, origin: {} as never }),
  ).not.toThrow();
});
