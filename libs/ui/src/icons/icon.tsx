import type { SVGProps } from 'react';
import { useTheme } from 'styled-components';
import type { IconGlyph } from './glyph';
import { chevronLeftIcon } from './glyphs/chevron-left';
import { chevronRightIcon } from './glyphs/chevron-right';

/** Glyphs that point along the reading direction: mirrored right to left (media transport icons are not, as platforms do). */
const POINTING: ReadonlySet<IconGlyph> = new Set([chevronLeftIcon, chevronRightIcon]);

export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** The shape, one of the `…Icon` exports of glyphs.ts. */
  icon: IconGlyph;
  /** sm 16, md 20, lg 24, xl 32 px. */
  size?: IconSize;
  /** Give the icon a name only when it stands alone and conveys meaning; decorative otherwise. */
  title?: string;
}

/** An inline SVG icon in `currentColor`. Decorative (aria-hidden) unless it has a title. */
export function Icon({ icon, size = 'md', title, ...rest }: IconProps) {
  const theme = useTheme();
  const px = theme.sizes.icon[size];
  const labelled = Boolean(title);
  return (
    <svg
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="currentColor"
      focusable="false"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      aria-label={title}
      data-rtl-mirror={POINTING.has(icon) ? '' : undefined}
      {...rest}
    >
      <path d={icon} />
    </svg>
  );
}
