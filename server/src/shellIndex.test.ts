/** @jest-environment node */
import { injectRuntimeSettings } from './shellIndex';

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
