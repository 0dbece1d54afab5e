// The design table of the products' drawn covers (docs/design.md, Covers): what each category is
// called on a cover, and each product's motif. A motif is drawn in a 100 x 100 box as a list of
// [style, path] pairs; the cover supplies the colours from the category's palette in the theme.
import type { ProductCategory } from '../../types';

/**
 * How a shape is painted: `card` white, `soft` translucent white, `ink` the palette's deep shade,
 * `mute` the deep shade faintly (text lines on a white card), `accent` the palette's accent; the
 * `line*` styles stroke instead of fill (round ends, 3 units wide).
 */
export type ShapeStyle = 'card' | 'soft' | 'ink' | 'mute' | 'accent' | 'line' | 'lineInk' | 'lineAccent';
export type Shape = readonly [ShapeStyle, string];
export type Motif = readonly Shape[];

// Path helpers, so that a motif reads as what it draws.
const n = (v: number) => +v.toFixed(1);
/** A drawing's number as the page carries it: one decimal, no float noise. */
export { n as oneDecimal };
const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  r
    ? `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1-${r} ${r}h-${w - 2 * r}a${r} ${r} 0 0 1-${r}-${r}v-${h - 2 * r}a${r} ${r} 0 0 1 ${r}-${r}z`
    : `M${x} ${y}h${w}v${h}h-${w}z`;
const circle = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0z`;
/** A four-pointed spark, the site's sign for AI. */
const spark = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}z`;
const heart = (cx: number, cy: number, s: number) => {
  const [a, b, c, d] = [n(s * 1.4), n(s * 1.3), n(s * 0.85), n(s * 1.1)];
  return `M${cx} ${cy + s}l-${a}-${b}a${c} ${c} 0 0 1 ${a}-${d}a${c} ${c} 0 0 1 ${a} ${d}z`;
};
const person = (cx: number, cy: number) => `${circle(cx, cy - 3, 3.2)}M${n(cx - 5.5)} ${n(cy + 6)}a5.5 5.5 0 0 1 11 0z`;
const grid = (cols: number[], rows: number[], w: number, h: number, r: number) =>
  rows.flatMap((y) => cols.map((x) => rect(x, y, w, h, r))).join('');

/** The word a cover's label shows for each category. */
export { CATEGORY_LABELS } from '../../catalogue/categoryLabels';

/**
 * Each product's own motif, by cover name (the catalogue's `image` field names one of these).
 * Add a product's motif here; docs/design.md says how.
 */
export const COVER_MOTIFS: Record<string, Motif> = {
  // A prompt window with a blinking cursor.
  'prompt-window': [
    ['card', rect(2, 16, 96, 68, 8)],
    ['ink', 'M10 16h80a8 8 0 0 1 8 8v6H2v-6a8 8 0 0 1 8-8z'],
    ['card', circle(11, 23, 2) + circle(18, 23, 2) + circle(25, 23, 2)],
    ['lineInk', 'M12 44l8 6-8 6'],
    ['accent', rect(26, 53, 12, 4, 2)],
    ['mute', rect(12, 66, 60, 4, 2) + rect(12, 74, 40, 4, 2)],
    ['accent', spark(86, 8, 9)],
  ],
  // A blueprint's flowchart: start, decision, two branches.
  'blueprint-flow': [
    ['soft', rect(0, 4, 100, 92, 6)],
    ['line', 'M50 30v12M40 52H22v14M60 52h18v14'],
    ['card', rect(32, 12, 36, 18, 5)],
    ['accent', 'M50 40l12 12-12 12-12-12z'],
    ['card', rect(6, 66, 32, 18, 5) + rect(62, 66, 32, 18, 5)],
    ['mute', rect(40, 19, 20, 4, 2) + rect(14, 73, 16, 4, 2) + rect(70, 73, 16, 4, 2)],
  ],
  // A speech bubble with a heart, and the assistant's reply typing.
  'care-bubble': [
    ['card', 'M14 12h56a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10H38l-16 14V62h-8A10 10 0 0 1 4 52V22a10 10 0 0 1 10-10z'],
    ['accent', heart(42, 34, 9)],
    ['soft', rect(54, 62, 44, 28, 10)],
    ['card', circle(66, 76, 3) + circle(76, 76, 3) + circle(86, 76, 3)],
  ],
  // A funnel that turns many contacts into one qualified lead.
  'lead-funnel': [
    ['accent', circle(22, 8, 4) + circle(40, 4, 4) + circle(60, 8, 4) + circle(78, 4, 4)],
    ['card', 'M6 18h88L62 54v26l-24 12V54z'],
    ['lineInk', 'M20 32h60'],
    ['mute', 'M44 60h12v16l-12 6z'],
    ['accent', circle(50, 98, 3)],
  ],
  // A megaphone sending content out.
  megaphone: [
    ['card', 'M14 38h14l36-20v62L28 60H14a6 6 0 0 1-6-6V44a6 6 0 0 1 6-6z'],
    ['soft', 'M20 60h12l6 24H28z'],
    ['ink', rect(60, 16, 8, 66, 4)],
    ['lineAccent', 'M76 38a14 14 0 0 1 0 22M84 28a28 28 0 0 1 0 42'],
    ['card', spark(90, 12, 7)],
  ],
  // A friendly robot head that answers in a chat bubble.
  'bot-head': [
    ['line', 'M50 8v10'],
    ['accent', circle(50, 7, 5)],
    ['soft', rect(8, 32, 10, 22, 4) + rect(82, 32, 10, 22, 4)],
    ['card', rect(16, 18, 68, 52, 14)],
    ['ink', circle(37, 40, 6) + circle(63, 40, 6)],
    ['lineInk', 'M40 55q10 7 20 0'],
    ['accent', 'M54 76h34a6 6 0 0 1 6 6v6a6 6 0 0 1-6 6H68l-8 6v-6h-6a6 6 0 0 1-6-6v-6a6 6 0 0 1 6-6z'],
  ],
  // A sales pipeline: leads move across the board to won.
  'pipeline-board': [
    ['soft', rect(2, 8, 30, 72, 6) + rect(35, 8, 30, 72, 6) + rect(68, 8, 30, 72, 6)],
    ['card', grid([6], [14, 30, 46], 22, 12, 3) + grid([39], [14, 30], 22, 12, 3)],
    ['accent', rect(72, 14, 22, 12, 3)],
    ['line', 'M12 92h70M76 86l6 6-6 6'],
  ],
  // Sales climbing, the best month picked out.
  'sales-bars': [
    ['card', rect(12, 60, 15, 28, 3) + rect(32, 46, 15, 42, 3) + rect(52, 34, 15, 54, 3)],
    ['accent', rect(72, 18, 15, 70, 3)],
    ['line', 'M6 92h88'],
    ['lineAccent', 'M10 48l22-14 20-8 24-20'],
    ['accent', circle(80, 6, 5)],
  ],
  // A month of scheduled posts.
  'post-calendar': [
    ['card', rect(4, 14, 92, 80, 10)],
    ['ink', 'M14 14h72a10 10 0 0 1 10 10v10H4V24a10 10 0 0 1 10-10z'],
    ['line', 'M28 8v14M72 8v14'],
    ['mute', grid([14, 34, 54, 74], [42, 58, 74], 12, 10, 2)],
    ['accent', rect(34, 42, 12, 10, 2) + rect(74, 58, 12, 10, 2) + rect(14, 74, 12, 10, 2)],
  ],
  // An invoice, checked and paid.
  'paid-invoice': [
    ['card', 'M18 4h44l18 18v74H18z'],
    ['mute', 'M62 4l18 18H62z'],
    ['mute', rect(26, 28, 26, 5, 2) + rect(26, 40, 42, 5, 2) + rect(26, 52, 42, 5, 2) + rect(26, 64, 22, 5, 2)],
    ['ink', rect(26, 80, 24, 7, 2)],
    ['accent', circle(78, 80, 17)],
    ['lineInk', 'M70 80l6 6 10-11'],
  ],
  // Members around a shared spark: the inner circle.
  'member-circle': [
    ['line', circle(50, 50, 36)],
    ['soft', circle(50, 50, 22)],
    ['accent', spark(50, 50, 13)],
    [
      'card',
      [0, 1, 2, 3, 4, 5].map((i) => circle(50 + 36 * Math.cos(i * 1.047), 50 + 36 * Math.sin(i * 1.047), 10)).join(''),
    ],
    [
      'ink',
      [0, 1, 2, 3, 4, 5].map((i) => person(50 + 36 * Math.cos(i * 1.047), 50 + 36 * Math.sin(i * 1.047))).join(''),
    ],
  ],
  // A stack of ready-made page layouts.
  'template-stack': [
    ['soft', rect(34, 2, 60, 76, 6) + rect(24, 10, 60, 76, 6)],
    ['card', rect(12, 20, 60, 78, 6)],
    ['accent', rect(18, 26, 48, 18, 3)],
    ['mute', rect(18, 50, 22, 22, 3) + rect(44, 50, 22, 6, 2) + rect(44, 60, 22, 6, 2) + rect(18, 78, 48, 5, 2)],
    ['mute', rect(18, 87, 32, 5, 2)],
  ],
  // A grid of social posts, liked and played.
  'post-grid': [
    ['card', rect(4, 4, 28, 28, 5) + rect(68, 4, 28, 28, 5) + rect(36, 36, 28, 28, 5) + rect(68, 36, 28, 28, 5)],
    ['soft', rect(4, 36, 28, 28, 5) + rect(36, 68, 28, 28, 5) + rect(68, 68, 28, 28, 5)],
    ['accent', rect(36, 4, 28, 28, 5) + rect(4, 68, 28, 28, 5)],
    ['ink', heart(50, 48, 6) + 'M13 11v14l12-7z'],
    ['lineInk', circle(82, 18, 6)],
  ],
  // An open book with a bookmark: the strategy guide.
  'open-book': [
    ['card', 'M50 26C40 18 24 16 6 18v66c18-2 34 0 44 8zM50 26c10-8 26-10 44-8v66c-18-2-34 0-44 8z'],
    ['lineInk', 'M50 26v66'],
    ['mute', 'M14 32q14-2 28 4v4q-14-6-28-4zM14 46q14-2 28 4v4q-14-6-28-4zM58 36q14-6 28-4v4q-14-2-28 4z'],
    ['mute', 'M58 50q14-6 28-4v4q-14-2-28 4z'],
    ['accent', 'M72 10h12v28l-6-5-6 5z'],
    ['accent', spark(24, 68, 8)],
  ],
};

/**
 * The motif a product without a cover of its own gets: its category's sign. Its cover still
 * differs from its neighbours': the name sets the background (see ProductCover).
 */
export const CATEGORY_MOTIFS: Record<ProductCategory, Motif> = {
  // A lesson playing.
  courses: [
    ['card', rect(4, 14, 92, 62, 8)],
    ['accent', 'M42 30v30l24-15z'],
    ['line', 'M8 90h84'],
    ['accent', circle(40, 90, 5)],
  ],
  // A phone with an app open.
  apps: [
    ['card', rect(26, 2, 48, 96, 10)],
    ['ink', rect(32, 12, 36, 72, 4)],
    ['accent', grid([37, 53], [18, 34], 10, 10, 3)],
    ['soft', rect(37, 52, 26, 5, 2) + rect(37, 62, 20, 5, 2)],
  ],
  // Connected systems around one spark.
  ai_solutions: [
    ['line', 'M50 50L16 18M50 50l34-32M50 50L16 82M50 50l34 32'],
    ['card', circle(16, 18, 10) + circle(84, 18, 10) + circle(16, 82, 10) + circle(84, 82, 10)],
    ['accent', circle(50, 50, 18)],
    ['ink', spark(50, 50, 10)],
  ],
  memberships: [
    ['soft', circle(50, 50, 44)],
    ['card', circle(30, 56, 16) + circle(70, 56, 16) + circle(50, 38, 18)],
    ['ink', person(30, 56) + person(70, 56) + person(50, 38)],
  ],
  templates: [
    ['soft', rect(30, 4, 56, 72, 6)],
    ['card', rect(14, 20, 56, 76, 6)],
    ['accent', rect(20, 28, 44, 14, 3)],
    ['mute', rect(20, 50, 44, 5, 2) + rect(20, 60, 44, 5, 2) + rect(20, 70, 30, 5, 2)],
  ],
  ebooks: [
    ['card', rect(20, 6, 60, 88, 6)],
    ['ink', rect(20, 6, 10, 88, 3)],
    ['accent', rect(40, 24, 30, 6, 3)],
    ['mute', rect(40, 38, 30, 4, 2) + rect(40, 46, 22, 4, 2)],
  ],
  // A compass: direction, one to one.
  coaching: [
    ['card', circle(50, 50, 42)],
    ['accent', 'M62 38l-8 16-16 8 8-16z'],
    ['ink', circle(50, 50, 4)],
    ['lineInk', 'M50 14v8M50 78v8M14 50h8M78 50h8'],
  ],
};

/**
 * The motif a cover shows: the one its `image` names, else (no image, or a name the table does not
 * know) its category's; `own` says which.
 */
export function motifFor(image: string | undefined, category: ProductCategory): { motif: Motif; own: boolean } {
  if (image && Object.hasOwn(COVER_MOTIFS, image)) return { motif: COVER_MOTIFS[image] as Motif, own: true };
  return { motif: CATEGORY_MOTIFS[category], own: false };
}
