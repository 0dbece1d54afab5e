/** @jest-environment node */
// The manifest URL of each remote that the page is told to load: pin, live release, CDN, build.
import pino from 'pino';
import { readConfig } from '../config';
import { createLiveRemotes } from './liveRemotes';
import type { LiveReleases, ReleaseRegistry } from './releaseRegistry';

const origins: Record<string, string> = { shop: 'http://localhost:3002', quiz: 'http://localhost:3005' };

function liveRemotesWith(live: LiveReleases, options: { pins?: Record<string, string>; base?: string | null } = {}) {
  const registry = { live: async () => live } as unknown as ReleaseRegistry;
  return createLiveRemotes({
    remoteNames: ['shop', 'quiz'],
    originOf: (remote) => origins[remote]!,
    pins: options.pins ?? {},
    releasesBaseUrl: options.base ?? null,
    registry: () => registry,
    logger: pino({ level: 'silent' }),
    intervalMs: 60_000,
  });
}

const shopLive = { shop: { releaseId: '20261125t100000-abc1234' } } as unknown as LiveReleases;

describe('the manifests the page is told to load (docs/releases.md)', () => {
  it("are the live release's, on the remote's own origin, and the build's where none is live", async () => {
    const live = liveRemotesWith(shopLive);
    await live.refresh();
    expect(live.manifests()).toEqual({
      shop: 'http://localhost:3002/releases/20261125t100000-abc1234/mf-manifest.json',
      quiz: 'http://localhost:3005/mf-manifest.json',
    });
    live.stop();
  });

  it('come from the static host or CDN that serves the store, with RELEASES_BASE_URL', async () => {
    const live = liveRemotesWith(shopLive, {
      base: readConfig({ RELEASES_BASE_URL: 'https://cdn.example.com/rel/' }).releases.baseUrl,
    });
    await live.refresh();
    expect(live.manifests().shop).toBe('https://cdn.example.com/rel/shop/20261125t100000-abc1234/mf-manifest.json');
    live.stop();
  });

  it('follow a pin (REMOTE_<NAME>_URL), which wins over the registry', async () => {
    const live = liveRemotesWith(shopLive, { pins: { shop: 'https://static.example.com/shop/mf-manifest.json' } });
    await live.refresh();
    expect(live.manifests().shop).toBe('https://static.example.com/shop/mf-manifest.json');
    expect(live.releases().shop).toBe('');
    live.stop();
  });
});
