// The Cadence pages' hero illustrations (docs/design.md, Art), one per page: the company's three
// lines of work, then each line's own scene, and the insurance concierge. Decorative: the hero's
// frame hides them from assistive technology.
import type { ReactNode } from 'react';
import { theme } from '@site/shared/theme';
import { DrawnSvg } from '@site/shared/ui';

const { art } = theme;

export type CadenceArtKind =
  'overview' | 'business-operations' | 'technology-consulting' | 'customer-experience' | 'concierge';

/** A gear of `teeth` teeth, as one path. */
function gear(cx: number, cy: number, r: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const radius = i % 4 < 2 ? r : r * 0.78;
    const angle = ((i - 0.5) * Math.PI * 2) / (teeth * 4);
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}z`;
}

const spark = (x: number, y: number, r: number) =>
  `M${x} ${y - r}q0 ${r} ${r} ${r}q-${r} 0-${r} ${r}q0-${r}-${r}-${r}q${r} 0 ${r}-${r}z`;

const cloud = 'M120 150a40 40 0 0 1 8-79 56 56 0 0 1 106-12 44 44 0 0 1 62 46 34 34 0 0 1-6 45z';

function Tile({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="8" y="10" width="120" height="120" rx="24" fill={art.shadow} />
      <rect width="120" height="120" rx="24" fill={art.paper} />
      {children}
    </g>
  );
}

function Headset({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-34 8a34 34 0 0 1 68 0" fill="none" stroke={art.ink} strokeWidth="8" strokeLinecap="round" />
      <rect x="-44" y="2" width="20" height="32" rx="8" fill={art.teal} />
      <rect x="24" y="2" width="20" height="32" rx="8" fill={art.teal} />
      <path d="M34 34q0 16-24 18" fill="none" stroke={art.ink} strokeWidth="5" strokeLinecap="round" />
      <circle cx="8" cy="52" r="6" fill={art.amber} />
    </g>
  );
}

const scenes: Record<CadenceArtKind, ReactNode> = {
  // Operations, technology and customer experience, linked around the people-and-AI spark.
  overview: (
    <>
      <circle cx="220" cy="200" r="170" fill={art.glass} />
      <path
        d="M100 110L220 200 340 110M220 200v100"
        fill="none"
        stroke={art.line}
        strokeWidth="4"
        strokeDasharray="4 10"
      />
      <Tile x={36} y={42}>
        <path d={gear(60, 60, 38, 8)} fill={art.ink} />
        <circle cx="60" cy="60" r="14" fill={art.paper} />
      </Tile>
      <Tile x={284} y={42}>
        <path d={cloud} fill={art.teal} transform="translate(-4 22) scale(.4)" />
        <rect x="42" y="72" width="36" height="26" rx="5" fill={art.ink} />
        <path d="M50 72v-8a10 10 0 0 1 20 0v8" fill="none" stroke={art.ink} strokeWidth="5" />
      </Tile>
      <Tile x={160} y={248}>
        <Headset x={60} y={44} />
      </Tile>
      <circle cx="220" cy="200" r="34" fill={art.amber} />
      <path d={spark(220, 200, 20)} fill={art.ink} />
    </>
  ),
  // Paperwork comes in, leaves processed and checked.
  'business-operations': (
    <>
      <circle cx="220" cy="200" r="170" fill={art.glass} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${40 + i * 18} ${70 + i * 24}) rotate(${-8 + i * 5})`}>
          <rect width="130" height="170" rx="12" fill={i === 2 ? art.paper : art.inkSoft} />
          {i === 2 ? (
            <path
              d="M22 36h86M22 60h86M22 84h60M22 108h86M22 132h40"
              stroke={art.inkSoft}
              strokeWidth="9"
              strokeLinecap="round"
            />
          ) : null}
        </g>
      ))}
      <path
        d="M222 200h54M262 184l16 16-16 16"
        fill="none"
        stroke={art.paper}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={gear(246, 118, 26, 8)} fill={art.amber} />
      <circle cx="246" cy="118" r="9" fill={art.ink} />
      <rect x="296" y="120" width="120" height="160" rx="18" fill={art.paper} />
      {[158, 200, 242].map((y) => (
        <g key={y}>
          <circle cx="324" cy={y} r="12" fill={art.green} />
          <path d={`M318 ${y}l4 4 8-8`} fill="none" stroke={art.paper} strokeWidth="3.5" strokeLinecap="round" />
          <rect x="344" y={y - 5} width="56" height="10" rx="5" fill={art.inkSoft} />
        </g>
      ))}
    </>
  ),
  // Systems in the cloud, connected, with security in front.
  'technology-consulting': (
    <>
      <circle cx="220" cy="200" r="170" fill={art.glass} />
      <path d={cloud} fill={art.paper} transform="translate(-24 -10) scale(1.15)" />
      <path
        d="M150 180v40M220 180v40M290 180v40"
        stroke={art.paper}
        strokeWidth="5"
        strokeDasharray="3 9"
        strokeLinecap="round"
      />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="96" y={224 + i * 46} width="250" height="38" rx="10" fill={i === 1 ? art.teal : art.inkSoft} />
          <circle cx="120" cy={243 + i * 46} r="6" fill={art.ink} />
          <rect x="140" y={238 + i * 46} width="70" height="10" rx="5" fill={art.ink} fillOpacity="0.4" />
        </g>
      ))}
      <path d="M360 190l46 16v34c0 30-22 48-46 58-24-10-46-28-46-58v-34z" fill={art.amber} />
      <rect x="342" y="232" width="36" height="28" rx="5" fill={art.ink} />
      <path d="M350 232v-8a10 10 0 0 1 20 0v8" fill="none" stroke={art.ink} strokeWidth="5" />
      <path d={spark(56, 70, 18)} fill={art.amber} />
    </>
  ),
  // A conversation that ends in five stars.
  'customer-experience': (
    <>
      <circle cx="220" cy="200" r="170" fill={art.glass} />
      <path
        d="M60 70h190a20 20 0 0 1 20 20v64a20 20 0 0 1-20 20H120l-36 30v-30H60a20 20 0 0 1-20-20V90a20 20 0 0 1 20-20z"
        fill={art.paper}
      />
      <path d="M72 108h150M72 136h104" stroke={art.inkSoft} strokeWidth="12" strokeLinecap="round" />
      <path
        d="M200 206h180a20 20 0 0 1 20 20v50a20 20 0 0 1-20 20h-24v30l-36-30H200a20 20 0 0 1-20-20v-50a20 20 0 0 1 20-20z"
        fill={art.teal}
      />
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={spark(214 + i * 36, 251, 14)} fill={art.amber} transform={`rotate(45 ${214 + i * 36} 251)`} />
      ))}
      <circle cx="330" cy="112" r="60" fill={art.paper} />
      <Headset x={330} y={98} s={1.05} />
    </>
  ),
  // The prescription and the insurance claim, covered.
  concierge: (
    <>
      <circle cx="220" cy="200" r="170" fill={art.glass} />
      <rect x="68" y="64" width="190" height="260" rx="18" fill={art.shadow} transform="translate(10 12)" />
      <rect x="68" y="64" width="190" height="260" rx="18" fill={art.paper} />
      <rect x="118" y="48" width="90" height="34" rx="12" fill={art.ink} />
      <path d="M150 122h26v22h22v26h-22v22h-26v-22h-22v-26h22z" fill={art.pink} />
      <path d="M96 230h134M96 258h134M96 286h80" stroke={art.inkSoft} strokeWidth="10" strokeLinecap="round" />
      <path d="M326 150l64 22v48c0 42-30 70-64 84-34-14-64-42-64-84v-48z" fill={art.teal} />
      <path
        d="M298 226l20 20 38-40"
        fill="none"
        stroke={art.ink}
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={spark(370, 80, 20)} fill={art.amber} />
    </>
  ),
};

export function CadenceArt({ kind }: { kind: CadenceArtKind }) {
  return (
    <DrawnSvg viewBox="0 0 440 400" width="440" height="400" focusable="false">
      {scenes[kind]}
    </DrawnSvg>
  );
}
