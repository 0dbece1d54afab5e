// The prerendered page's styles are sent shorter, and styled-components in the browser still takes
// them over as its own: it does not make them again.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, __PRIVATE__, createGlobalStyle, keyframes } from 'styled-components';
import { longStyles, restoreServerStyles, shortenServerStyles } from './serverStyles';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Card = styled.div<{ $wide?: boolean }>`
  width: ${({ $wide }) => ($wide ? '100%' : 'auto')};
  &:hover {
    color: red;
  }
  @media (min-width: 768px) {
    padding: 2rem;
  }
`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;

/** What ServerStyleSheet writes for a page with these components. */
function serverStyleTags(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        createElement('main', null, [
          createElement(Global, { key: 'g' }),
          createElement(Card, { key: 'a' }),
          createElement(Card, { key: 'b', $wide: true }),
          createElement(Spinner, { key: 's' }),
        ]),
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

test('styled-components’ styles are sent shorter, and read back exactly as written', () => {
  const tags = serverStyleTags();
  const short = shortenServerStyles(tags);
  expect(short.length).toBeLessThan(tags.length);
  expect(short).not.toContain('data-styled');
  expect(short).toMatch(/^<style data-styles-short="\d+\.\d+\.\d+">/);
  const css = (html: string) => /<style [^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  expect(longStyles(css(short))).toBe(css(tags));
});

test('other style elements, and styles whose short form would not read back, are left as they are', () => {
  const plain = '<style>body{margin:0}</style>';
  expect(shortenServerStyles(plain)).toBe(plain);
  // A rule written over two lines would not survive the short form's line breaks.
  const odd = '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;\n}/*!sc*/\n</style>';
  expect(shortenServerStyles(odd)).toBe(odd);
});

test('in the page, styled-components takes the shortened styles over as its own, and the page is not styled twice', async () => {
  const tags = serverStyleTags();
  document.head.innerHTML = shortenServerStyles(tags);
  const sent = document.head.querySelector('style');
  restoreServerStyles();
  // A copy as styled-components wrote it, which the browser does not apply; the page's own stays.
  const copy = document.head.querySelector<HTMLStyleElement>('style[data-styled="true"]');
  expect(copy?.textContent).toBe(/<style [^>]*>([^<]*)<\/style>/.exec(tags)?.[1]);
  expect(copy?.sheet).toBeNull();
  expect(sent?.isConnected).toBe(true);

  // What styled-components does when it first loads in a page: it finds the server's styles, takes
  // each component's rules and names, and removes the element.
  const { mainSheet } = __PRIVATE__;
  mainSheet.rehydrate();
  await Promise.resolve();
  expect(copy?.isConnected).toBe(false);
  expect(sent?.isConnected).toBe(false);
  const markers = [...tags.matchAll(/data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([\w,-]*)"\}/g)];
  expect(markers.length).toBeGreaterThanOrEqual(3);
  for (const [, id, names] of markers) {
    for (const name of (names ?? '').split(',').filter(Boolean))
      expect(mainSheet.hasNameForId(id ?? '', name)).toBe(true);
  }
  const taken = document.head.querySelector('style[data-styled="active"]')?.textContent ?? '';
  expect(taken).toContain('@keyframes');
  expect(taken).toContain('@media (min-width: 768px)');
});
