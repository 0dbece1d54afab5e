// The art of the social cards (docs/brand.md, "Social cards and icons"): the brand's motifs,
// SVG fragments drawn in code. Which motif a page's card carries, and the line above its title, the
// remote that owns the page declares in its manifest (`card`, type SocialCard in @site/shared/types).

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
 * The motifs, each drawn in a 400x400 box in white and the theme's warm and soft colours, named
 * for what they show. A remote's manifest names the one each of its pages' cards carries.
 */
const MOTIFS = {
  'rising-chart': (c) =>
    [40, 130, 220, 310]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${250 - i * 65}" width="62" height="${110 + i * 65}" rx="12" fill="#fff" opacity="${0.3 + i * 0.2}"/>`,
      )
      .join('') +
    `<path d="M44 214L160 140L244 160L356 52" fill="none" stroke="${c.warmLight}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(356, 52, 30, c.warmLight),
  'shopping-bag': (c) =>
    `<path d="M150 150v-30a50 50 0 0 1 100 0v30" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M86 140h228l22 230H64z" fill="#fff" opacity=".92"/>` +
    `<circle cx="200" cy="250" r="46" fill="${c.soft}"/>` +
    sparkle(200, 250, 30, c.primary) +
    sparkle(340, 90, 22, c.warmLight),
  'course-video': (c) =>
    `<rect x="110" y="70" width="220" height="280" rx="16" fill="#fff" opacity=".35"/>` +
    `<rect x="80" y="100" width="220" height="280" rx="16" fill="#fff" opacity=".92"/>` +
    `<path d="M165 185v90l78-45z" fill="${c.primary}"/>` +
    `<rect x="110" y="320" width="160" height="12" rx="6" fill="${c.soft}"/>`,
  'app-tiles': (c) =>
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
  network: (c) => {
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
  conversation: (c) =>
    `<path d="M50 80h220a24 24 0 0 1 24 24v110a24 24 0 0 1-24 24H130l-50 44v-44H50a24 24 0 0 1-24-24V104a24 24 0 0 1 24-24z" fill="#fff" opacity=".92"/>` +
    `<path d="M150 200h200a24 24 0 0 1 24 24v96a24 24 0 0 1-24 24h-20v40l-46-40H150a24 24 0 0 1-24-24v-96a24 24 0 0 1 24-24z" fill="${c.warmLight}"/>` +
    [90, 140, 190].map((x) => `<circle cx="${x + 10}" cy="160" r="14" fill="${c.primary}"/>`).join(''),
  rosette: (c) =>
    `<path d="M140 250l-40 130 60-30 40 50 20-140zM260 250l40 130-60-30-40 50-20-140z" fill="#fff" opacity=".5"/>` +
    `<circle cx="200" cy="170" r="120" fill="#fff" opacity=".92"/>` +
    `<circle cx="200" cy="170" r="90" fill="none" stroke="${c.soft}" stroke-width="8"/>` +
    `<path d="M200 105l19 40 44 5-33 30 9 43-39-22-39 22 9-43-33-30 44-5z" fill="${c.warm}"/>`,
  cart: (c) =>
    `<path d="M40 80h50l40 200h190l36-150H110" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="150" cy="330" r="26" fill="#fff"/><circle cx="300" cy="330" r="26" fill="#fff"/>` +
    `<path d="M170 190l30 30 60-60" fill="none" stroke="${c.warmLight}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  people: () => person(120, 150, 1, 0.5) + person(280, 150, 1, 0.5) + person(200, 110, 1.35, 0.95),
  'pulse-rings': (c) =>
    [150, 110, 70]
      .map(
        (r, i) =>
          `<circle cx="200" cy="200" r="${r}" fill="none" stroke="#fff" stroke-width="8" opacity="${0.3 + i * 0.25}"/>`,
      )
      .join('') +
    `<path d="M20 200h110l25-60 40 130 35-100 20 30h130" fill="none" stroke="${c.warmLight}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  'service-bell': (c) =>
    `<path d="M80 300a120 120 0 0 1 240 0z" fill="#fff" opacity=".92"/>` +
    `<rect x="50" y="300" width="300" height="28" rx="14" fill="#fff"/>` +
    `<rect x="185" y="150" width="30" height="30" rx="8" fill="#fff"/>` +
    `<path d="M130 270a75 75 0 0 1 50-70" fill="none" stroke="${c.soft}" stroke-width="10" stroke-linecap="round"/>` +
    sparkle(320, 110, 28, c.warmLight),
  'shield-check': (c) =>
    `<path d="M200 40l140 50v90c0 90-60 160-140 190C120 340 60 270 60 180V90z" fill="#fff" opacity=".92"/>` +
    `<path d="M140 200l45 45 85-90" fill="none" stroke="${c.success}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(350, 70, 24, c.warmLight),
  padlock: (c) =>
    `<path d="M130 180v-50a70 70 0 0 1 140 0v50" fill="none" stroke="#fff" stroke-width="22" opacity=".6"/>` +
    `<rect x="90" y="170" width="220" height="190" rx="26" fill="#fff" opacity=".92"/>` +
    `<circle cx="200" cy="250" r="26" fill="${c.primary}"/><rect x="190" y="260" width="20" height="50" rx="8" fill="${c.primary}"/>`,
  'sealed-document': (c) =>
    `<rect x="90" y="40" width="220" height="300" rx="16" fill="#fff" opacity=".92"/>` +
    [90, 130, 170, 210]
      .map((y, i) => `<rect x="120" y="${y}" width="${i % 2 ? 120 : 160}" height="14" rx="7" fill="${c.soft}"/>`)
      .join('') +
    `<circle cx="280" cy="310" r="56" fill="${c.warm}"/>` +
    `<path d="M256 310l18 18 32-34" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  target: (c) =>
    [150, 105, 60]
      .map((r, i) => `<circle cx="190" cy="210" r="${r}" fill="#fff" opacity="${0.3 + i * 0.3}"/>`)
      .join('') +
    `<circle cx="190" cy="210" r="22" fill="${c.warm}"/>` +
    `<path d="M190 210L340 60" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M340 60l-8 44-36-36z" fill="#fff"/>`,
  'check-circle': (c) =>
    `<circle cx="200" cy="200" r="150" fill="#fff" opacity=".92"/>` +
    `<path d="M130 205l50 50 95-100" fill="none" stroke="${c.success}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`,
  sparkles: (c) => sparkle(200, 200, 150, '#fff', 0.9) + sparkle(330, 80, 40, c.warmLight),
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
 * The art a card names (`card.art`, a motif's name), drawn as an SVG fragment in a 400x400 box. An
 * unknown name stops the build: the manifest that names it must name a motif of this file.
 */
function cardArt(card, colors) {
  if (!Object.hasOwn(MOTIFS, card.art)) {
    throw new Error(
      `The social card art "${card.art}" is not a motif of webpack/brand/cardMotifs.js (${Object.keys(MOTIFS).join(', ')}).`,
    );
  }
  return MOTIFS[card.art](artColors(colors));
}

module.exports = { MOTIFS, cardArt };
