// The social card of a page (docs/brand.md, "Social cards and icons"): a 1200x630 SVG with
// the brand gradient, the page's title in the brand typeface, the brand name, and the art and the
// eyebrow its remote's manifest declares (its `card`). Pure functions of their arguments;
// webpack/brand/brandImages.js gives them the typeface's outlines and turns them into PNG at build.
const { cardArt } = require('./cardMotifs');

const CARD = { width: 1200, height: 630 };

const escapeXml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Greedy word wrap of `text` into lines no wider than `maxWidth` at `size`, or null when it needs
 * more than `maxLines`.
 */
function wrapText(text, { measure, size, weight, maxWidth, maxLines }) {
  const lines = [];
  // A word wider than the column (a long path) is cut where it must be.
  const pieces = (word) => {
    const cut = [''];
    for (const char of word) {
      if (cut[cut.length - 1] && measure(cut[cut.length - 1] + char, size, weight) > maxWidth) cut.push(char);
      else cut[cut.length - 1] += char;
    }
    return cut;
  };
  for (const word of text.split(/\s+/).filter(Boolean).flatMap(pieces)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measure(`${last} ${word}`, size, weight) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : null;
}

/** The largest title size (64 px down to 40) at which the title fits in three lines. */
function titleLayout(title, font) {
  for (const size of [64, 58, 52, 46, 40]) {
    const lines = wrapText(title, { measure: font.measure, size, weight: 800, maxWidth: 640, maxLines: 3 });
    if (lines) return { size, lines };
  }
  const lines = wrapText(title, { measure: font.measure, size: 40, weight: 800, maxWidth: 640, maxLines: 99 });
  return { size: 40, lines: [...lines.slice(0, 2), `${lines[2]}…`] };
}

/** The brand mark, the site's icon: "AR" on the brand gradient. */
function brandMark({ size, colors, font, maskable = false, rounded = true }) {
  // A maskable icon may be cut to a circle of 80% of its size: the letters stay inside it.
  const letterSize = size * (maskable ? 0.32 : 0.41);
  const letters = font.outline('AR', { size: letterSize, weight: 800 });
  const x = (size - letters.width) / 2;
  const y = size * 0.5 + letterSize * 0.36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.heroFrom}"/>` +
    `<stop offset="1" stop-color="${colors.heroTo}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="url(#g)"/>` +
    `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)})" d="${letters.d}" fill="${colors.heroForeground}"/></svg>`
  );
}

/**
 * The card of one page. `card` is what its remote declares of it (`art`, a motif's name, and
 * `eyebrow`); `font` gives the brand typeface's outlines (`outline`, `measure`).
 */
function socialCardSvg({ card, title, brandName, siteHost, colors, font }) {
  const { width, height } = CARD;
  const { size, lines } = titleLayout(title, font);
  const lineHeight = Math.round(size * 1.14);
  const text = (value, x, y, options, fill, opacity = 1) =>
    `<path transform="translate(${x} ${y})" d="${font.outline(value, options).d}" fill="${fill}" opacity="${opacity}"/>`;
  const titleTop = 300 - ((lines.length - 1) * lineHeight) / 2;
  const host = font.outline(siteHost, { size: 26, weight: 500 });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.heroFrom}"/>`,
    `<stop offset="1" stop-color="${colors.heroTo}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="1040" cy="90" r="300" fill="#fff" opacity=".05"/><circle cx="-40" cy="660" r="220" fill="#fff" opacity=".05"/>`,
    `<g transform="translate(740 105) scale(1.02)">${cardArt(card, colors)}</g>`,
    text(card.eyebrow.toUpperCase(), 80, 130, { size: 24, weight: 700 }, colors.heroForeground, 0.8),
    `<g>${lines
      .map((line, i) =>
        text(line, 80, Math.round(titleTop + i * lineHeight), { size, weight: 800 }, colors.heroForeground),
      )
      .join('')}</g>`,
    `<rect x="80" y="500" width="64" height="64" rx="14" fill="#fff"/>`,
    text('AR', 80 + (64 - font.measure('AR', 26, 800)) / 2, 542, { size: 26, weight: 800 }, colors.heroFrom),
    text(brandName, 164, 544, { size: 30, weight: 700 }, colors.heroForeground),
    `<path transform="translate(${Math.round(width - 80 - host.width)} 544)" d="${host.d}" fill="${colors.heroForeground}" opacity=".8"/>`,
    '</svg>',
  ].join('');
}

module.exports = { CARD, brandMark, socialCardSvg, wrapText };
