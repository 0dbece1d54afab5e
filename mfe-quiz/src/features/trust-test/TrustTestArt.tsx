// The trust test's hero illustration (docs/design.md, Art): a score gauge with its needle in the
// safe zone, a shield and the questions ticked off. Decorative: the hero's frame hides it.
import { theme } from '@site/shared/theme';
import { DrawnSvg } from '@site/shared/ui';

const { art } = theme;

/** A point on the gauge's arc (centre 190,220, radius r) at `t` from 0 (left) to 1 (right). */
function at(t: number, r: number): string {
  const angle = Math.PI * (1 - t);
  return `${(190 + r * Math.cos(angle)).toFixed(1)} ${(220 - r * Math.sin(angle)).toFixed(1)}`;
}

const arc = (from: number, to: number) => `M${at(from, 130)}A130 130 0 0 1 ${at(to, 130)}`;

export function TrustTestArt() {
  return (
    <DrawnSvg viewBox="0 0 440 300" width="440" height="300" focusable="false">
      <rect x="20" y="40" width="340" height="236" rx="26" fill={art.glass} />
      <path d={arc(0, 0.32)} fill="none" stroke={art.pink} strokeWidth="26" />
      <path d={arc(0.34, 0.64)} fill="none" stroke={art.amber} strokeWidth="26" />
      <path d={arc(0.66, 1)} fill="none" stroke={art.green} strokeWidth="26" />
      <path d={`M190 220L${at(0.8, 104)}`} stroke={art.paper} strokeWidth="9" strokeLinecap="round" />
      <circle cx="190" cy="220" r="18" fill={art.paper} />
      <circle cx="190" cy="220" r="7" fill={art.ink} />
      <rect x="120" y="248" width="140" height="14" rx="7" fill={art.line} />
      <path d="M366 96l52 18v38c0 34-24 56-52 66-28-10-52-32-52-66v-38z" fill={art.paper} />
      <path
        d="M344 154l16 16 30-32"
        fill="none"
        stroke={art.ink}
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={330 + i * 30} cy="256" r="10" fill={i < 2 ? art.green : art.line} />
      ))}
      <path d="M60 24q0 20 20 20q-20 0-20 20q0-20-20-20q20 0 20-20z" fill={art.amber} />
    </DrawnSvg>
  );
}
