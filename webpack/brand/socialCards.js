// The social card of a page (docs/architecture.md, "Social cards and icons"): a 1200x630 SVG with
// the brand gradient, the page's title in the brand typeface, the brand name and the art of the
// page's section. Pure functions of their arguments; webpack/brandImages.js gives them the
// typeface's outlines and turns them into PNG at build.

const CARD = { width: 1200, height: 630 };

const escapeXml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The section a route belongs to, which chooses its art and its eyebrow. */
function sectionFor(route) {
  const path = route.split('?')[0];
  if (path === '/') return 'home';
  if (path === '/shop') return 'shop';
  // A shop page with no art of its own (one a release added) gets the shop's.
  if (path.startsWith('/shop/')) {
    const category = `shop-${path.slice('/shop/'.length).split('/')[0]}`;
    return category in EYEBROWS ? category : 'shop';
  }
  if (path === '/cart') return 'cart';
  if (path === '/community') return 'community';
  if (path.startsWith('/cadence-concierge')) return 'concierge';
  if (path.startsWith('/cadence')) return 'cadence';
  if (path === '/ai-trust-test') return 'quiz';
  if (['/login', '/signup', '/account', '/affiliates'].includes(path)) return 'account';
  if (['/privacy', '/terms', '/cookies'].includes(path)) return 'legal';
  if (path === '/services') return 'services';
  if (path === '/consultation-success') return 'success';
  return 'page';
}

const EYEBROWS = {
  home: 'AI strategy, automation and training',
  shop: 'The shop',
  'shop-digital': 'Shop · Digital products',
  'shop-apps': 'Shop · AI apps',
  'shop-ai-solutions': 'Shop · AI solutions',
  'shop-coaching': 'Shop · Coaching',
  'shop-memberships': 'Shop · Memberships',
  cart: 'The shop',
  community: 'Community',
  cadence: 'Cadence',
  concierge: 'Cadence Concierge',
  quiz: 'The AI trust test',
  account: 'Your account',
  legal: 'Legal',
  services: 'Services',
  success: 'Consultation',
  page: 'Alex Rivera AI',
};

/** A four-pointed sparkle centred on (x, y). */
const sparkle = (x, y, r, fill, opacity = 1) =>
  `<path d="M${x} ${y - r}C${x + r * 0.15} ${y - r * 0.15} ${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}` +
  `C${x + r * 0.15} ${y + r * 0.15} ${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}` +
  `C${x - r * 0.15} ${y + r * 0.15} ${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}` +
  `C${x - r * 0.15} ${y - r * 0.15} ${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;

const person = (x, y, s, opacity) =>
  `<g fill="#fff" opacity="${opacity}"><circle cx="${x}" cy="${y}" r="${28 * s}"/>` +
  `<path d="M${x - 52 * s} ${y + 110 * s}a${52 * s} ${58 * s} 0 0 1 ${104 * s} 0z"/></g>`;

/**
 * The motif of each section, drawn in a 400x400 box in white and the theme's warm and soft
 * colours. One function per section so a section's own illustration can replace it.
 */
const MOTIFS = {
  home: (c) =>
    [40, 130, 220, 310]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${250 - i * 65}" width="62" height="${110 + i * 65}" rx="12" fill="#fff" opacity="${0.3 + i * 0.2}"/>`,
      )
      .join('') +
    `<path d="M44 214L160 140L244 160L356 52" fill="none" stroke="${c.warmLight}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(356, 52, 30, c.warmLight),
  shop: (c) =>
    `<path d="M150 150v-30a50 50 0 0 1 100 0v30" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M86 140h228l22 230H64z" fill="#fff" opacity=".92"/>` +
    `<circle cx="200" cy="250" r="46" fill="${c.soft}"/>` +
    sparkle(200, 250, 30, c.primary) +
    sparkle(340, 90, 22, c.warmLight),
  'shop-digital': (c) =>
    `<rect x="110" y="70" width="220" height="280" rx="16" fill="#fff" opacity=".35"/>` +
    `<rect x="80" y="100" width="220" height="280" rx="16" fill="#fff" opacity=".92"/>` +
    `<path d="M165 185v90l78-45z" fill="${c.primary}"/>` +
    `<rect x="110" y="320" width="160" height="12" rx="6" fill="${c.soft}"/>`,
  'shop-apps': (c) =>
    [
      [60, 60, 0.92, '#fff'],
      [215, 60, 0.5, '#fff'],
      [60, 215, 0.5, '#fff'],
      [215, 215, 1, c.warmLight],
    ]
      .map(
        ([x, y, o, fill]) => `<rect x="${x}" y="${y}" width="125" height="125" rx="30" fill="${fill}" opacity="${o}"/>`,
      )
      .join('') +
    `<circle cx="122" cy="122" r="28" fill="${c.primary}"/>` +
    sparkle(277, 277, 32, '#fff'),
  'shop-ai-solutions': (c) => {
    const nodes = [
      [200, 70],
      [80, 170],
      [320, 170],
      [130, 320],
      [270, 320],
      [200, 210],
    ];
    const links = [
      [0, 5],
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 4],
    ];
    return (
      links
        .map(
          ([a, b]) =>
            `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="#fff" stroke-width="6" opacity=".5"/>`,
        )
        .join('') +
      nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 5 ? 44 : 26}" fill="#fff"/>`).join('') +
      sparkle(200, 210, 26, c.primary)
    );
  },
  'shop-coaching': (c) =>
    `<path d="M50 80h220a24 24 0 0 1 24 24v110a24 24 0 0 1-24 24H130l-50 44v-44H50a24 24 0 0 1-24-24V104a24 24 0 0 1 24-24z" fill="#fff" opacity=".92"/>` +
    `<path d="M150 200h200a24 24 0 0 1 24 24v96a24 24 0 0 1-24 24h-20v40l-46-40H150a24 24 0 0 1-24-24v-96a24 24 0 0 1 24-24z" fill="${c.warmLight}"/>` +
    [90, 140, 190].map((x) => `<circle cx="${x + 10}" cy="160" r="14" fill="${c.primary}"/>`).join(''),
  'shop-memberships': (c) =>
    `<path d="M140 250l-40 130 60-30 40 50 20-140zM260 250l40 130-60-30-40 50-20-140z" fill="#fff" opacity=".5"/>` +
    `<circle cx="200" cy="170" r="120" fill="#fff" opacity=".92"/>` +
    `<circle cx="200" cy="170" r="90" fill="none" stroke="${c.soft}" stroke-width="8"/>` +
    `<path d="M200 105l19 40 44 5-33 30 9 43-39-22-39 22 9-43-33-30 44-5z" fill="${c.warm}"/>`,
  cart: (c) =>
    `<path d="M40 80h50l40 200h190l36-150H110" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="150" cy="330" r="26" fill="#fff"/><circle cx="300" cy="330" r="26" fill="#fff"/>` +
    `<path d="M170 190l30 30 60-60" fill="none" stroke="${c.warmLight}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  community: () => person(120, 150, 1, 0.5) + person(280, 150, 1, 0.5) + person(200, 110, 1.35, 0.95),
  cadence: (c) =>
    [150, 110, 70]
      .map(
        (r, i) =>
          `<circle cx="200" cy="200" r="${r}" fill="none" stroke="#fff" stroke-width="8" opacity="${0.3 + i * 0.25}"/>`,
      )
      .join('') +
    `<path d="M20 200h110l25-60 40 130 35-100 20 30h130" fill="none" stroke="${c.warmLight}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  concierge: (c) =>
    `<path d="M80 300a120 120 0 0 1 240 0z" fill="#fff" opacity=".92"/>` +
    `<rect x="50" y="300" width="300" height="28" rx="14" fill="#fff"/>` +
    `<rect x="185" y="150" width="30" height="30" rx="8" fill="#fff"/>` +
    `<path d="M130 270a75 75 0 0 1 50-70" fill="none" stroke="${c.soft}" stroke-width="10" stroke-linecap="round"/>` +
    sparkle(320, 110, 28, c.warmLight),
  quiz: (c) =>
    `<path d="M200 40l140 50v90c0 90-60 160-140 190C120 340 60 270 60 180V90z" fill="#fff" opacity=".92"/>` +
    `<path d="M140 200l45 45 85-90" fill="none" stroke="${c.success}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(350, 70, 24, c.warmLight),
  account: (c) =>
    `<path d="M130 180v-50a70 70 0 0 1 140 0v50" fill="none" stroke="#fff" stroke-width="22" opacity=".6"/>` +
    `<rect x="90" y="170" width="220" height="190" rx="26" fill="#fff" opacity=".92"/>` +
    `<circle cx="200" cy="250" r="26" fill="${c.primary}"/><rect x="190" y="260" width="20" height="50" rx="8" fill="${c.primary}"/>`,
  legal: (c) =>
    `<rect x="90" y="40" width="220" height="300" rx="16" fill="#fff" opacity=".92"/>` +
    [90, 130, 170, 210]
      .map((y, i) => `<rect x="120" y="${y}" width="${i % 2 ? 120 : 160}" height="14" rx="7" fill="${c.soft}"/>`)
      .join('') +
    `<circle cx="280" cy="310" r="56" fill="${c.warm}"/>` +
    `<path d="M256 310l18 18 32-34" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  services: (c) =>
    [150, 105, 60]
      .map((r, i) => `<circle cx="190" cy="210" r="${r}" fill="#fff" opacity="${0.3 + i * 0.3}"/>`)
      .join('') +
    `<circle cx="190" cy="210" r="22" fill="${c.warm}"/>` +
    `<path d="M190 210L340 60" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M340 60l-8 44-36-36z" fill="#fff"/>`,
  success: (c) =>
    `<circle cx="200" cy="200" r="150" fill="#fff" opacity=".92"/>` +
    `<path d="M130 205l50 50 95-100" fill="none" stroke="${c.success}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`,
  page: (c) => sparkle(200, 200, 150, '#fff', 0.9) + sparkle(330, 80, 40, c.warmLight),
};

/** The colours the art uses, from the theme's. */
function artColors(colors) {
  return {
    primary: colors.primary,
    soft: colors.primarySoft,
    warm: colors.warm,
    warmLight: '#fdba74',
    success: colors.success,
  };
}

/**
 * The art of a route: an SVG fragment in a 400x400 box. Takes the route so a page's own
 * illustration (a hero) can be plugged in here later.
 */
function cardArt(route, colors) {
  const motif = MOTIFS[sectionFor(route)] ?? MOTIFS.page;
  return motif(artColors(colors));
}

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

/** The brand mark of the favicon (shell/public/favicon.svg): "AR" on the brand gradient. */
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
 * The card of one page. `font` gives the brand typeface's outlines (`outline`, `measure`);
 * `art` draws the section's art for a route (default: `cardArt`).
 */
function socialCardSvg({ route, title, brandName, siteHost, colors, font, art = cardArt }) {
  const { width, height } = CARD;
  const { size, lines } = titleLayout(title, font);
  const lineHeight = Math.round(size * 1.14);
  const eyebrow = EYEBROWS[sectionFor(route)];
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
    `<g transform="translate(740 105) scale(1.02)">${art(route, colors)}</g>`,
    text(eyebrow.toUpperCase(), 80, 130, { size: 24, weight: 700 }, colors.heroForeground, 0.8),
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

module.exports = { CARD, brandMark, cardArt, sectionFor, socialCardSvg, wrapText };
