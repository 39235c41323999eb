// TODO(ui): the fallback components read the ui theme through this flat map; drop it with them.
import { theme } from '@tangerine/ui';

export const tokens = {
  background: theme.colors.background,
  surface: theme.colors.surface,
  surfaceRaised: theme.colors.surfaceRaised,
  surfaceHover: theme.colors.surfaceHover,
  border: theme.colors.border,
  text: theme.colors.text,
  textMuted: theme.colors.textMuted,
  brand: theme.colors.brand,
  brandStrong: theme.colors.brandStrong,
  onBrand: theme.colors.onBrand,
  danger: theme.colors.dangerText,
  success: theme.colors.success,
  overlay: theme.colors.overlay,
  font: theme.fonts.body,
  mono: theme.fonts.mono,
  radius: theme.radii.md,
  fast: theme.motion.fast,
} as const;
