import { createGlobalStyle, css } from 'styled-components';

// Colours are chosen for WCAG AA contrast against the surfaces they are used on.
const colors = {
  background: '#ffffff',
  foreground: '#0f172a',
  surface: '#f8fafc',
  muted: '#f1f5f9',
  mutedForeground: '#475569',
  border: '#e2e8f0',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryForeground: '#ffffff',
  primarySoft: '#dbeafe',
  secondary: '#e2e8f0',
  secondaryHover: '#cbd5e1',
  secondaryForeground: '#0f172a',
  accent: '#6d28d9',
  accentHover: '#5b21b6',
  accentForeground: '#ffffff',
  warm: '#c2410c',
  warmHover: '#9a3412',
  warmForeground: '#ffffff',
  destructive: '#b91c1c',
  destructiveHover: '#991b1b',
  destructiveForeground: '#ffffff',
  success: '#15803d',
  successSoft: '#dcfce7',
  warning: '#a16207',
  warningSoft: '#fef9c3',
  dangerSoft: '#fee2e2',
  ring: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.6)',
  heroFrom: '#1e3a8a',
  heroTo: '#5b21b6',
  heroForeground: '#ffffff',
  star: '#b45309',
} as const;

const brandStack = "'Inter Variable', 'Inter Variable Fallback'";

/**
 * The drawn covers' palettes, one per catalogue category (docs/design.md, Covers): a deep base that
 * white text reads on at AA contrast, a lighter glow for the halo behind the motif, a darker shade
 * and an accent for details.
 */
const coverPalettes = {
  courses: { base: colors.heroFrom, glow: '#3b82f6', deep: '#172554', accent: '#fbbf24' },
  apps: { base: '#0f766e', glow: '#2dd4bf', deep: '#134e4a', accent: '#fde68a' },
  ai_solutions: { base: colors.heroTo, glow: '#a78bfa', deep: '#2e1065', accent: '#f0abfc' },
  memberships: { base: colors.warmHover, glow: '#fb923c', deep: '#431407', accent: '#fde68a' },
  templates: { base: '#9d174d', glow: '#f472b6', deep: '#500724', accent: '#fef08a' },
  ebooks: { base: colors.foreground, glow: '#475569', deep: '#020617', accent: '#fbbf24' },
  coaching: { base: colors.success, glow: '#4ade80', deep: '#052e16', accent: '#fef08a' },
} as const;

/** The heroes' illustrations' colours, drawn on the hero gradient (docs/design.md, Art). */
const art = {
  paper: '#ffffff',
  glass: 'rgba(255, 255, 255, 0.14)',
  line: 'rgba(255, 255, 255, 0.55)',
  shadow: 'rgba(15, 23, 42, 0.22)',
  live: colors.destructive,
  ink: colors.heroFrom,
  inkSoft: '#c7d2fe',
  amber: '#fbbf24',
  pink: '#f0abfc',
  teal: '#5eead4',
  green: '#4ade80',
} as const;

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors,
  gradients: {
    hero: `linear-gradient(135deg, ${colors.heroFrom} 0%, ${colors.heroTo} 100%)`,
    warm: `linear-gradient(135deg, ${colors.warm} 0%, #b91c1c 100%)`,
  },
  // The brand typeface, self-hosted, then Arial resized to its metrics while it loads (the shell's
  // build declares both faces: webpack/firstPaint/brandFont.js; docs/brand.md, "The brand typeface").
  fonts: {
    body: `${brandStack}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
    heading: `${brandStack}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  /** Spacing scale in rem: space[4] = 1rem. */
  space: (n: number) => `${n * 0.25}rem`,
  radii: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
  },
  coverPalettes,
  art,
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    belowMd: `@media (max-width: ${breakpoints.md - 1}px)`,
  },
  layout: { maxWidth: '1200px', navHeight: '64px', mobileBarHeight: '64px' },
  zIndex: { nav: 40, mobileBar: 45, floating: 45, overlay: 50, toast: 60 },
} as const;

export type Theme = typeof theme;

export const focusRing = css`
  outline: 3px solid ${({ theme: t }) => t.colors.ring};
  outline-offset: 2px;
`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The sticky navbar (and the mobile bar) never cover the control that has focus or a section. */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: ${({ theme: t }) => t.layout.navHeight};
  }
  ${({ theme: t }) => t.media.belowMd} { html { scroll-padding-bottom: ${({ theme: t }) => t.layout.mobileBarHeight}; } }
  /* Reduced motion: no smooth scrolling, and animations and transitions end at once (the spinner
     keeps turning, slowly: it is the only sign of progress). */
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *:not([data-spinner]), *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  body {
    margin: 0;
    font-family: ${({ theme: t }) => t.fonts.body};
    font-size: ${({ theme: t }) => t.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme: t }) => t.colors.foreground};
    background: ${({ theme: t }) => t.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${({ theme: t }) => t.fonts.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  img, video, iframe { max-width: 100%; }
  img { height: auto; display: block; }
  a { color: ${({ theme: t }) => t.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme: t }) => t.colors.ring}; outline-offset: 2px; }
  [id] { scroll-margin-top: 16px; }
  /* While the page scrolls to a section, every section (and card) is drawn at its real height
     (shared/src/navigation/sectionNavigation.ts, scrollToSection). */
  html[data-draw-all] section, html[data-draw-all] article, html[data-draw-all] footer { content-visibility: visible; }
`;
