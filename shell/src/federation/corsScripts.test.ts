// The remotes' scripts and their preloads are asked for with CORS (docs/release-health.md): the
// attributes the federation runtime sets on what it creates.
import { corsRemoteScripts } from './corsScripts';

test('a remote entry script and a preload of a remote file are crossorigin="anonymous"', () => {
  const plugin = corsRemoteScripts();
  const scriptAttrs: Record<string, string> = {};
  expect(plugin.createScript?.({ url: 'http://localhost:3002/remoteEntry.js', attrs: scriptAttrs } as never)).toBe(
    undefined,
  );
  expect(scriptAttrs).toEqual({ crossorigin: 'anonymous' });
  const linkAttrs: Record<string, string> = { rel: 'preload', as: 'script' };
  plugin.createLink?.({ url: 'http://localhost:3002/1.js', attrs: linkAttrs } as never);
  expect(linkAttrs).toEqual({ rel: 'preload', as: 'script', crossorigin: 'anonymous' });
});
