// The home hero's illustration (docs/design.md, Art): results going up on a dashboard, the work
// checked off, and a shield for doing it safely. Decorative: the hero's frame hides it.
import { theme } from '@site/shared/theme';
import { DrawnSvg } from '@site/shared/ui';

const { art } = theme;
const CHART = 'M96 226L140 204 184 212 228 176 272 160 316 118 346 100';

export function HeroArt() {
  return (
    <DrawnSvg viewBox="0 0 440 400" width="440" height="400" focusable="false">
      <rect x="28" y="24" width="384" height="300" rx="28" fill={art.glass} />
      <rect x="76" y="70" width="300" height="196" rx="18" fill={art.shadow} />
      <rect x="68" y="60" width="300" height="196" rx="18" fill={art.paper} />
      <circle cx="90" cy="82" r="5" fill={art.inkSoft} />
      <circle cx="106" cy="82" r="5" fill={art.inkSoft} />
      <rect x="124" y="77" width="80" height="10" rx="5" fill={art.inkSoft} />
      <path d="M92 130h256M92 170h256M92 210h256" stroke={art.inkSoft} strokeOpacity="0.6" strokeWidth="2" />
      <path d={`${CHART}V240H96z`} fill={art.teal} fillOpacity="0.35" />
      <path d={CHART} fill="none" stroke={art.ink} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="346" cy="100" r="10" fill={art.amber} stroke={art.paper} strokeWidth="4" />
      <rect x="300" y="22" width="122" height="58" rx="16" fill={art.amber} />
      <path
        d="M318 62l16-16 10 10 18-18M350 38h12v12"
        fill="none"
        stroke={art.ink}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="374" y="44" width="32" height="10" rx="5" fill={art.ink} fillOpacity="0.45" />
      <rect x="30" y="250" width="196" height="132" rx="18" fill={art.shadow} />
      <rect x="22" y="240" width="196" height="132" rx="18" fill={art.paper} />
      {[272, 306, 340].map((y, i) => (
        <g key={y}>
          <circle cx="50" cy={y} r="11" fill={i < 2 ? art.green : art.inkSoft} />
          {i < 2 ? (
            <path d={`M44 ${y}l4 4 8-8`} fill="none" stroke={art.paper} strokeWidth="3" strokeLinecap="round" />
          ) : null}
          <rect x="72" y={y - 5} width={[116, 96, 124][i]} height="10" rx="5" fill={art.inkSoft} />
        </g>
      ))}
      <path d="M346 262l50 18v36c0 32-24 52-50 62-26-10-50-30-50-62v-36z" fill={art.teal} />
      <path
        d="M326 318l14 14 26-28"
        fill="none"
        stroke={art.ink}
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M44 46q0 22 22 22q-22 0-22 22q0-22-22-22q22 0 22-22z" fill={art.amber} />
      <circle cx="262" cy="296" r="6" fill={art.pink} />
    </DrawnSvg>
  );
}
