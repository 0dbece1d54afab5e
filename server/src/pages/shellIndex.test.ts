/** @jest-environment node */
import { injectRemotePreloads, injectRuntimeSettings } from './shellIndex';

const supabase = { url: 'http://localhost:3006', anonKey: 'key"<x>' };

test('the auth settings replace the placeholder, escaped', () => {
  const html = injectRuntimeSettings('<head><!-- supabase-config --></head>', { supabase });
  expect(html).toContain('<meta name="supabase-url" content="http://localhost:3006" />');
  expect(html).toContain('<meta name="supabase-anon-key" content="key&quot;&lt;x&gt;" />');
  expect(html).not.toContain('supabase-config');
});

test('a minified page without the placeholder gets them at the end of <head>', () => {
  const html = injectRuntimeSettings('<head><title>x</title></head><body></body>', { supabase });
  expect(html).toMatch(
    /<title>x<\/title><meta name="supabase-url"[^>]+>\s*<meta name="supabase-anon-key"[^>]+><\/head>/,
  );
});

test('with auth off the page gets no tags', () => {
  expect(injectRuntimeSettings('<head></head>', { supabase: null })).toBe('<head></head>');
});

describe('injectRemotePreloads', () => {
  const remotes = { quiz: 'https://quiz.example.com/mf-manifest.json?v="1"' };

  it("turns a page's remote marker into a preload of that remote's manifest, escaped", () => {
    const html = injectRemotePreloads('<head><!--remote-manifest:quiz--></head>', remotes);
    expect(html).toBe(
      '<head><meta name="preload-after-paint" content="https://quiz.example.com/mf-manifest.json?v=&quot;1&quot;"></head>',
    );
  });

  it('drops the marker of a remote the configuration does not name, and leaves other pages alone', () => {
    expect(injectRemotePreloads('<head><!--remote-manifest:shop--></head>', remotes)).toBe('<head></head>');
    expect(injectRemotePreloads('<head><title>x</title></head>', remotes)).toBe('<head><title>x</title></head>');
  });
});
