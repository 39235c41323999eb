// TODO(ui): every value here belongs to libs/ui's theme; bind the theme once it lands.
export const tokens = {
  background: '#0E0E10',
  surface: '#17171A',
  surfaceRaised: '#1F1F23',
  surfaceHover: '#26262B',
  border: '#2A2A30',
  text: '#F4F4F5',
  textMuted: '#A1A1AA',
  brand: '#FF7A1A',
  brandStrong: '#FF8F3D',
  onBrand: '#111111',
  danger: '#F97066',
  success: '#22C55E',
  font: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  radius: '8px',
  fast: '160ms',
} as const;
