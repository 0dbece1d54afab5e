import type { SVGProps } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import type { Product } from '../types';
import { DrawnSvg } from './DrawnSvg';
import { CATEGORY_LABELS, motifFor, oneDecimal, type Motif, type ShapeStyle } from './covers/coverDesigns';

type CoverPalette = (typeof theme.coverPalettes)[keyof typeof theme.coverPalettes];
export type CoverProduct = Pick<Product, 'id' | 'name' | 'category' | 'image'>;

const WHITE = '#fff';
const STROKE = { fill: 'none', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function paint(style: ShapeStyle, p: CoverPalette): SVGProps<SVGPathElement> {
  switch (style) {
    case 'card':
      return { fill: WHITE };
    case 'soft':
      return { fill: WHITE, fillOpacity: 0.22 };
    case 'ink':
      return { fill: p.deep };
    case 'mute':
      return { fill: p.deep, fillOpacity: 0.22 };
    case 'accent':
      return { fill: p.accent };
    case 'line':
      return { ...STROKE, stroke: WHITE };
    case 'lineInk':
      return { ...STROKE, stroke: p.deep };
    case 'lineAccent':
      return { ...STROKE, stroke: p.accent };
  }
}

function MotifShapes({ motif, palette, transform }: { motif: Motif; palette: CoverPalette; transform: string }) {
  return (
    <g transform={transform} data-motif="">
      {motif.map(([style, d], i) => (
        <path key={i} d={d} {...paint(style, palette)} />
      ))}
    </g>
  );
}

/** A small stable number from a string (FNV-1a), so a name always draws the same background. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The name in at most four lines of a width that fits beside the motif, and the size to set them. */
function nameLines(name: string): { lines: string[]; size: number } {
  for (const size of [20, 17, 15]) {
    const max = Math.floor(150 / (size * 0.6));
    const lines: string[] = [];
    for (const word of name.split(/\s+/)) {
      const last = lines.length - 1;
      if (last >= 0 && `${lines[last]} ${word}`.length <= max) lines[last] += ` ${word}`;
      else lines.push(word);
    }
    if (lines.length <= (size === 20 ? 3 : 4) || size === 15) {
      return lines.length > 4 ? { lines: [...lines.slice(0, 3), `${lines[3]}…`], size } : { lines, size };
    }
  }
  return { lines: [name], size: 15 };
}

/** The frame of a decorative cover (the thumbnail, the poster): hidden from assistive technology. */
const decorativeFrame = (id: string, className: string | undefined, width: number, height: number) =>
  ({
    className,
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    'aria-hidden': 'true',
    focusable: 'false',
    'data-cover': id,
  }) as const;

const Svg = styled(DrawnSvg)`
  display: block;
  width: 100%;
  height: auto;
`;

/**
 * A product's cover, drawn (docs/design.md, Covers): its category's palette and label, its name and
 * the motif its `image` names in the design table; a product without one, or with a name the table
 * does not know, gets its category's motif on a background set by its name. `card` is 16:9 with the
 * text, named for assistive technology; `thumb` is a square of the motif alone, decorative (the
 * name is beside it wherever it is used); `poster` is a demo video's still, 16:9, decorative (the
 * demo's caption names it): the motif large on the palette, above a player's progress bar.
 */
export function ProductCover({
  product,
  variant = 'card',
  className,
}: {
  product: CoverProduct;
  variant?: 'card' | 'thumb' | 'poster';
  className?: string;
}) {
  const palette = theme.coverPalettes[product.category];
  const { motif } = motifFor(product.image, product.category);
  const h = hash(product.id + product.name);
  const label = CATEGORY_LABELS[product.category];
  if (variant === 'thumb') {
    return (
      <Svg {...decorativeFrame(product.id, className, 120, 120)}>
        <rect width="120" height="120" fill={palette.base} />
        <circle cx={60 + ((h % 5) - 2) * 6} cy="60" r="50" fill={palette.glow} fillOpacity={0.45} />
        <MotifShapes motif={motif} palette={palette} transform="translate(14 14) scale(.92)" />
      </Svg>
    );
  }
  if (variant === 'poster') {
    return (
      <Svg {...decorativeFrame(product.id, className, 320, 180)}>
        <rect width="320" height="180" fill={palette.base} />
        <circle cx={(h % 2 ? 40 : 280) + ((h >>> 3) % 5) * 4} cy="20" r="80" fill={palette.deep} fillOpacity={0.45} />
        <circle cx="160" cy="82" r="66" fill={palette.glow} fillOpacity={0.4} />
        <MotifShapes motif={motif} palette={palette} transform="translate(112 34) scale(.96)" />
        <rect x="20" y="154" width="280" height="5" rx="2.5" fill={WHITE} fillOpacity={0.35} />
        <rect x="20" y="154" width={70 + (h % 7) * 12} height="5" rx="2.5" fill={palette.accent} />
        <circle cx={90 + (h % 7) * 12} cy="156.5" r="6" fill={WHITE} />
      </Svg>
    );
  }
  const { lines, size } = nameLines(product.name);
  const top = 60 + size;
  // Where the halo and the dark corner sit, set by the name: two products never look the same.
  const halo = { x: 250 + ((h % 5) - 2) * 8, y: 90 + (((h >>> 3) % 5) - 2) * 7 };
  const corner = [
    [300, 178],
    [312, 8],
    [180, 190],
  ][(h >>> 6) % 3] as [number, number];
  const dots = Array.from({ length: 8 }, (_, i) => `M${186 + i * 14} ${(h >>> 9) % 2 ? 164 : 16}h0`).join('');
  return (
    <Svg
      className={className}
      viewBox="0 0 320 180"
      width={320}
      height={180}
      role="img"
      aria-label={`${label} cover: ${product.name}`}
      data-cover={product.id}
    >
      <rect width="320" height="180" fill={palette.base} />
      <circle cx={corner[0]} cy={corner[1]} r="72" fill={palette.deep} fillOpacity={0.45} />
      <circle cx={halo.x} cy={halo.y} r="78" fill={palette.glow} fillOpacity={0.4} />
      <path d={dots} stroke={WHITE} strokeOpacity={0.35} strokeWidth="3" strokeLinecap="round" />
      <MotifShapes motif={motif} palette={palette} transform={`translate(${halo.x - 54} ${halo.y - 54}) scale(1.08)`} />
      <rect x="20" y="22" width="26" height="4" rx="2" fill={palette.accent} />
      <text x="20" y="46" fill={palette.accent} fontSize="11" fontWeight="700" letterSpacing="1.6">
        {label.toUpperCase()}
      </text>
      <text fill={WHITE} fontSize={size} fontWeight="800">
        {lines.map((line, i) => (
          <tspan key={i} x="20" y={oneDecimal(top + i * size * 1.18)}>
            {line}
          </tspan>
        ))}
      </text>
    </Svg>
  );
}
