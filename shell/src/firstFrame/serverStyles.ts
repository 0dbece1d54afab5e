// The prerendered page's styles, smaller as sent (docs/server.md, "Pages as sent").
// styled-components writes its server styles with a marker after each component's rules, which it
// reads in the browser to take those rules over instead of making them again:
//   .a{…}/*!sc*/\n.a:hover{…}/*!sc*/\ndata-styled.g3[id="sc-x"]{content:"a,"}/*!sc*/\n
// Its markers and separators were about 830 bytes of / as sent. The page carries them shorter,
//   .a{…}\n.a:hover{…}\n/*3 sc-x a,*/
// in a style element styled-components does not look for, and the shell's entry gives
// styled-components a copy as it wrote them (restoreServerStyles) before it is first loaded.
// Should that not happen, the page keeps its styles and styled-components makes its own.

// styled-components' attributes of its server styles: it looks for both.
const SC_ATTRIBUTE = 'data-styled';
const SC_VERSION_ATTRIBUTE = 'data-styled-version';
/** The attribute of the shortened style element. */
const SHORT_STYLES_ATTRIBUTE = 'data-styles-short';

const SEPARATOR = '/*!sc*/\n';
const MARKER = /data-styled\.g(\d+)\[id="([\w-]+)"\]\{content:"([\w,-]*)"\}\/\*!sc\*\/\n/g;
const SHORT_MARKER = /\/\*(\d+) ([\w-]+) ([\w,-]*)\*\//g;

/** styled-components' server styles as written, from their short form. */
export function longStyles(short: string): string {
  return short
    .split('\n')
    .join(SEPARATOR)
    .replace(SHORT_MARKER, (_, group: string, id: string, names: string) => {
      return `data-styled.g${group}[id="${id}"]{content:"${names}"}${SEPARATOR}`;
    });
}

function shortStyles(css: string): string {
  return css
    .replace(MARKER, (_, group: string, id: string, names: string) => `/*${group} ${id} ${names}*/`)
    .split(SEPARATOR)
    .join('\n');
}

/**
 * The style elements of ServerStyleSheet.getStyleTags(), styled-components' own shortened. One
 * whose short form would not read back exactly as it was is left as it is.
 */
export function shortenServerStyles(tags: string): string {
  return tags.replace(/<style ([^>]*)>([^<]*)<\/style>/g, (element, attributes: string, css: string) => {
    const short = shortStyles(css);
    if (!attributes.includes(`${SC_ATTRIBUTE}=`) || short === css || longStyles(short) !== css) return element;
    const version = new RegExp(`${SC_VERSION_ATTRIBUTE}="([^"]*)"`).exec(attributes)?.[1] ?? '';
    return `<style ${SHORT_STYLES_ATTRIBUTE}="${version}">${short}</style>`;
  });
}

/**
 * Gives styled-components the page's styles as it wrote them; before it is first loaded. They go in
 * a copy the browser neither parses nor applies (a style element of another type), so the page is
 * not styled again meanwhile: styled-components reads it, takes the rules into its own style
 * element and removes it, and the page's element then goes too, in the same task.
 */
export function restoreServerStyles(doc: Document = document): void {
  for (const short of doc.querySelectorAll<HTMLStyleElement>(`style[${SHORT_STYLES_ATTRIBUTE}]`)) {
    const parent = short.parentNode;
    if (!parent) continue;
    const copy = doc.createElement('style');
    copy.type = 'text/x-styled-components';
    copy.setAttribute(SC_ATTRIBUTE, 'true');
    copy.setAttribute(SC_VERSION_ATTRIBUTE, short.getAttribute(SHORT_STYLES_ATTRIBUTE) ?? '');
    copy.textContent = longStyles(short.textContent ?? '');
    short.after(copy);
    new MutationObserver((_, observer) => {
      if (copy.isConnected) return;
      short.remove();
      observer.disconnect();
    }).observe(parent, { childList: true });
  }
}
