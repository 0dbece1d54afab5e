// The shop's hero illustrations (docs/design.md, Art): the products' own covers fanned out, so the
// hero shows what the page sells; memberships and coaching, which sell time with people, get a
// drawing of their own. Decorative: the hero's frame hides them from assistive technology.
import styled from 'styled-components';
import { findProduct } from '@site/shared/catalogue';
import { theme } from '@site/shared/theme';
import { ProductCover } from '@site/shared/covers';
import { DrawnSvg } from '@site/shared/ui';

const { art } = theme;

const Fan = styled.div`
  position: relative;
  aspect-ratio: 11 / 10;
  width: 100%;
`;

const Slot = styled.div`
  position: absolute;
  width: 64%;
  border-radius: 14px;
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: 3px solid ${({ theme }) => theme.art.paper};
`;

/** Where the covers lie, back to front: left, right, then the one on top, low in the middle. */
const SLOTS = [
  { left: '0%', top: '8%', transform: 'rotate(-9deg)' },
  { right: '0%', top: '0%', transform: 'rotate(7deg)' },
  { left: '18%', top: '42%', transform: 'rotate(-2deg)' },
];

const Sparks = styled(DrawnSvg)`
  position: absolute;
  inset: 0;
`;

/** Three of the page's products, their covers fanned on the hero. */
export function CoverFan({ productIds }: { productIds: readonly [string, string, string] }) {
  return (
    <Fan>
      {productIds.map((id, i) => {
        const product = findProduct(id);
        return product ? (
          <Slot key={id} style={SLOTS[i]}>
            <ProductCover product={product} />
          </Slot>
        ) : null;
      })}
      <Sparks viewBox="0 0 440 400" width="440" height="400" focusable="false">
        <path d="M400 300q0 22 22 22q-22 0-22 22q0-22-22-22q22 0 22-22z" fill={art.amber} />
        <path d="M30 330q0 14 14 14q-14 0-14 14q0-14-14-14q14 0 14-14z" fill={art.paper} />
        <circle cx="214" cy="30" r="6" fill={art.pink} />
      </Sparks>
    </Fan>
  );
}

/** Memberships: a live workshop on a call, four members and the host, and the month's sessions. */
export function WorkshopArt() {
  const faces = [
    [96, 96, art.amber],
    [216, 96, art.teal],
    [96, 196, art.pink],
    [216, 196, art.green],
  ] as const;
  return (
    <DrawnSvg viewBox="0 0 440 400" width="440" height="400" focusable="false">
      <rect x="36" y="40" width="300" height="250" rx="18" fill={art.paper} />
      <rect x="36" y="40" width="300" height="34" rx="17" fill={art.ink} />
      <rect x="36" y="58" width="300" height="16" fill={art.ink} />
      <circle cx="60" cy="57" r="6" fill={art.live} />
      <rect x="74" y="52" width="40" height="10" rx="5" fill={art.inkSoft} />
      {faces.map(([x, y, color]) => (
        <g key={`${x}-${y}`}>
          <rect x={x - 44} y={y - 6} width="104" height="90" rx="10" fill={art.inkSoft} fillOpacity="0.35" />
          <circle cx={x + 8} cy={y + 26} r="17" fill={color} />
          <path d={`M${x - 18} ${y + 84}a26 26 0 0 1 52 0z`} fill={color} />
        </g>
      ))}
      <rect x="250" y="222" width="170" height="150" rx="16" fill={art.paper} />
      <rect x="250" y="222" width="170" height="36" rx="16" fill={art.amber} />
      <rect x="250" y="240" width="170" height="18" fill={art.amber} />
      {[0, 1, 2, 3].map((c) =>
        [0, 1, 2].map((r) => (
          <rect
            key={`${c}-${r}`}
            x={266 + c * 38}
            y={272 + r * 30}
            width="26"
            height="20"
            rx="4"
            fill={(c + r * 4) % 5 === 1 ? art.ink : art.inkSoft}
          />
        )),
      )}
      <path d="M392 40q0 24 24 24q-24 0-24 24q0-24-24-24q24 0 24-24z" fill={art.amber} />
    </DrawnSvg>
  );
}

/** Coaching: a road from where you are to the goal, with the sessions along it and a conversation. */
export function RoadmapArt() {
  return (
    <DrawnSvg viewBox="0 0 440 400" width="440" height="400" focusable="false">
      <path
        d="M40 350C120 350 110 260 200 260S300 170 246 140 320 122 380 122"
        fill="none"
        stroke={art.line}
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d="M40 350C120 350 110 260 200 260S300 170 246 140 320 122 380 122"
        fill="none"
        stroke={art.paper}
        strokeWidth="3"
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      {[
        [40, 350],
        [200, 260],
        [246, 140],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="14" fill={art.paper} stroke={art.teal} strokeWidth="6" />
      ))}
      <path d="M380 122V50" stroke={art.paper} strokeWidth="5" strokeLinecap="round" />
      <path d="M382 52h44l-12 14 12 14h-44z" fill={art.amber} />
      <rect x="16" y="60" width="170" height="80" rx="18" fill={art.paper} />
      <path d="M48 140l-8 26 30-26z" fill={art.paper} />
      <rect x="38" y="84" width="110" height="10" rx="5" fill={art.inkSoft} />
      <rect x="38" y="104" width="76" height="10" rx="5" fill={art.inkSoft} />
      <rect x="300" y="170" width="124" height="62" rx="16" fill={art.teal} />
      <path d="M400 232l10 22-30-22z" fill={art.teal} />
      <rect x="318" y="190" width="80" height="9" rx="4.5" fill={art.ink} fillOpacity="0.5" />
      <rect x="318" y="206" width="52" height="9" rx="4.5" fill={art.ink} fillOpacity="0.5" />
    </DrawnSvg>
  );
}
