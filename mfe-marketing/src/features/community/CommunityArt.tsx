// The community hero's illustration (docs/design.md, Art): members around one conversation, each
// linked to it. Decorative: the hero's frame hides it.
import { theme } from '@site/shared/theme';
import { DrawnSvg } from '@site/shared/ui';

const { art } = theme;
const CENTER = { x: 220, y: 200 };
const MEMBERS = [
  { x: 220, y: 44, color: art.amber },
  { x: 366, y: 120, color: art.teal },
  { x: 366, y: 290, color: art.pink },
  { x: 220, y: 362, color: art.green },
  { x: 74, y: 290, color: art.inkSoft },
  { x: 74, y: 120, color: art.amber },
];

export function CommunityArt() {
  return (
    <DrawnSvg viewBox="0 0 440 400" width="440" height="400" focusable="false">
      <circle cx={CENTER.x} cy={CENTER.y} r="160" fill={art.glass} />
      <circle cx={CENTER.x} cy={CENTER.y} r="100" fill={art.glass} />
      {MEMBERS.map(({ x, y }) => (
        <path
          key={`l${x}-${y}`}
          d={`M${CENTER.x} ${CENTER.y}L${x} ${y}`}
          stroke={art.line}
          strokeWidth="3"
          strokeDasharray="4 10"
          strokeLinecap="round"
        />
      ))}
      <path
        d="M162 150h116a18 18 0 0 1 18 18v50a18 18 0 0 1-18 18h-70l-28 24v-24h-18a18 18 0 0 1-18-18v-50a18 18 0 0 1 18-18z"
        fill={art.paper}
      />
      <circle cx="190" cy="193" r="8" fill={art.ink} />
      <circle cx="220" cy="193" r="8" fill={art.ink} />
      <circle cx="250" cy="193" r="8" fill={art.amber} />
      {MEMBERS.map(({ x, y, color }) => (
        <g key={`m${x}-${y}`}>
          <circle cx={x} cy={y} r="36" fill={art.paper} />
          <circle cx={x} cy={y} r="30" fill={color} />
          <circle cx={x} cy={y - 8} r="11" fill={art.ink} />
          <path d={`M${x - 19} ${y + 22}a19 16 0 0 1 38 0z`} fill={art.ink} />
        </g>
      ))}
      <path d="M318 74l-12-11a7.5 7.5 0 0 1 12-9 7.5 7.5 0 0 1 12 9z" fill={art.pink} />
      <path d="M400 200q0 18 18 18q-18 0-18 18q0-18-18-18q18 0 18-18z" fill={art.amber} />
      <path d="M28 200q0 12 12 12q-12 0-12 12q0-12-12-12q12 0 12-12z" fill={art.paper} />
    </DrawnSvg>
  );
}
