/**
 * Tangerine's one theme: dark, warm, orange marks what you can act on.
 * Every value a component uses comes from here (see DESIGN.md for the roles).
 */

const colors = {
  background: '#0E0E10',
  surface: '#17171A',
  surfaceRaised: '#1F1F23',
  surfaceHover: '#26262B',
  border: '#2A2A30',
  borderStrong: '#3F3F46',
  text: '#F4F4F5',
  textMuted: '#A1A1AA',
  brand: '#FF7A1A',
  brandStrong: '#FF8F3D',
  onBrand: '#111111',
  danger: '#F04438',
  /** Danger as text on dark surfaces: #F04438 is under 4.5:1 on surface-raised, this is 5.9:1. */
  dangerText: '#F97066',
  success: '#22C55E',
  onSuccess: '#0B2614',
  overlay: 'rgba(0, 0, 0, 0.64)',
  scrim: 'rgba(14, 14, 16, 0.82)',
  /** Artwork placeholder gradient stops. */
  placeholderFrom: '#3A2A1F',
  placeholderTo: '#1F1F23',
} as const;

const SPACE_BASE_PX = 4;

/** Spacing on a 4 px base: space(4) is "16px"; several arguments make a shorthand. */
function space(...steps: number[]): string {
  return steps.map((step) => `${step * SPACE_BASE_PX}px`).join(' ');
}

const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '20px',
  xl: '24px',
  xxl: '32px',
  hero: '48px',
} as const;

const breakpoints = {
  /** Smallest supported width. */
  phone: 360,
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

export const theme = {
  name: 'tangerine-dark',
  colors,
  spaceBase: SPACE_BASE_PX,
  space,
  fonts: {
    body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes,
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
  lineHeights: { tight: 1.15, snug: 1.3, normal: 1.5 },
  letterSpacings: { label: '0.08em', tight: '-0.02em', code: '0.12em' },
  borderWidths: { hairline: '1px', thick: '2px' },
  radii: { xs: '2px', sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' },
  shadows: {
    card: '0 2px 8px rgba(0, 0, 0, 0.32)',
    raised: '0 8px 24px rgba(0, 0, 0, 0.48)',
    dialog: '0 24px 64px rgba(0, 0, 0, 0.64)',
    play: '0 8px 16px rgba(0, 0, 0, 0.4)',
  },
  zIndices: { base: 0, raised: 1, sticky: 10, sidebar: 20, player: 30, drawer: 40, menu: 50, overlay: 60, dialog: 70, toast: 80 },
  motion: {
    fast: '120ms',
    normal: '160ms',
    slow: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    /** Looping animations: spinner turn, equalizer bounce, LIVE dot pulse. */
    spin: '0.8s',
    bounce: '0.9s',
    pulse: '1.6s',
  },
  breakpoints,
  media: {
    /** Narrower than a tablet: the drawer, the compact player, the reduced tables. */
    belowTablet: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
    tablet: `@media (min-width: ${breakpoints.tablet}px)`,
    desktop: `@media (min-width: ${breakpoints.desktop}px)`,
    wide: `@media (min-width: ${breakpoints.wide}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    hover: '@media (hover: hover)',
  },
  layout: {
    sidebarWidth: '240px',
    sidebarCollapsedWidth: '72px',
    playerHeight: '88px',
    topBarHeight: '56px',
    cardMinWidth: '160px',
    sectionGap: '32px',
    contentMaxWidth: '1600px',
    dialogWidth: '480px',
    compactSearchWidth: '360px',
    dialogWidths: { sm: '400px', md: '480px', lg: '640px' },
    /** Fixed track-table columns; title, artist and album share the rest. */
    trackColumns: { index: '56px', artist: '22%', album: '24%', date: '128px', plays: '104px', duration: '72px', actions: '120px' },
  },
  focus: {
    ringWidth: '2px',
    ringOffset: '2px',
  },
  sizes: {
    icon: { sm: '16px', md: '20px', lg: '24px', xl: '32px' },
    control: { sm: '32px', md: '40px', lg: '48px' },
    artwork: { xs: '40px', sm: '56px', md: '160px', lg: '232px' },
  },
} as const;

export type TangerineTheme = typeof theme;
export type ThemeColor = keyof TangerineTheme['colors'];
export type FontSize = keyof TangerineTheme['fontSizes'];
