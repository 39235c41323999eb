import { playIcon } from '../../icons/glyphs';
import { PLAY_CONTROL } from '../../lib/play-control';
import { Children, type ReactNode } from 'react';
import { Artwork } from '../artwork/artwork';
import type { ShownWidth } from '../artwork/artwork-sources';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import {
  StyledArtworkWrap,
  StyledBadgeSlot,
  StyledCard,
  StyledCardGrid,
  StyledCardLink,
  StyledCardSubtitle,
  StyledCardTitle,
  StyledPlaySlot,
} from './media-card.styles';
import { useT } from '../../i18n/i18n';

export type MediaCardVariant = 'album' | 'artist' | 'playlist' | 'podcast' | 'station';

export interface MediaCardProps {
  variant: MediaCardVariant;
  title: string;
  /** Artist, author, genre, "12 tracks"... (the app supplies fallbacks such as "Unknown Artist"). */
  subtitle?: string;
  artworkUrl?: string | null;
  /** Where the card leads (/album/42). */
  href: string;
  /** Shows the hover play button; it queues or plays the item. */
  onPlay?: () => void;
  /** The play button's accessible name, default "Play {title}". */
  playLabel?: string;
  /** Replaces the default badge (stations show LIVE). */
  badge?: ReactNode;
  /** Called when the card's link is followed (e.g. to close a drawer). */
  onNavigate?: () => void;
  /** The artwork's loading: `eager` for cards on the first screen (see Artwork). */
  artworkLoading?: 'lazy' | 'eager';
  /** `high` for the first card's artwork, likely the page's largest paint. */
  artworkPriority?: 'high' | 'low' | 'auto';
  /** The title's heading level: 3 under a section heading (default), 2 in a grid right under the page title. */
  headingLevel?: 2 | 3;
  /**
   * The title wraps instead of being cut short: for names the app gives in the listener's language
   * (a ready-made playlist's), which another language makes longer. A catalogue's titles stay on one line.
   */
  wrapTitle?: boolean;
}

/**
 * A card's artwork in the grid: two columns below a tablet (half the width less the page's and the
 * card's padding), else a column of at least 160 px that never reaches twice that.
 */
export const CARD_ARTWORK_WIDTH: ShownWidth = { sizes: '(max-width: 767.98px) calc(50vw - 40px), 320px', minCss: 128, maxCss: 320 };

/** A catalogue card: artwork (round for artists), title link, subtitle, hover play button. */
export function MediaCard({ variant, title, subtitle, artworkUrl, href, onPlay, playLabel, badge, onNavigate, headingLevel = 3, artworkLoading, artworkPriority, wrapTitle = false }: MediaCardProps) {
  const t = useT();
  const shownBadge = badge ?? (variant === 'station' ? <Badge variant="live">{t('common.live')}</Badge> : null);
  return (
    <StyledCard data-variant={variant}>
      <StyledArtworkWrap $round={variant === 'artist'}>
        <Artwork src={artworkUrl} size="fill" shape={variant === 'artist' ? 'round' : 'square'} loading={artworkLoading} fetchPriority={artworkPriority} shown={CARD_ARTWORK_WIDTH} />
        {shownBadge ? <StyledBadgeSlot>{shownBadge}</StyledBadgeSlot> : null}
        {onPlay ? (
          <StyledPlaySlot>
            <IconButton variant="brand" size="lg" icon={playIcon} label={playLabel ?? t('common.playItem', { title })} onClick={onPlay} tooltip={false} {...PLAY_CONTROL} />
          </StyledPlaySlot>
        ) : null}
      </StyledArtworkWrap>
      <StyledCardTitle as={headingLevel === 2 ? 'h2' : 'h3'} title={title} $wrap={wrapTitle}>
        <StyledCardLink href={href} onClick={onNavigate}>
          {title}
        </StyledCardLink>
      </StyledCardTitle>
      {subtitle ? <StyledCardSubtitle title={subtitle}>{subtitle}</StyledCardSubtitle> : null}
    </StyledCard>
  );
}

export interface CardGridProps {
  children: ReactNode;
  /** Names the list for assistive technology when the section heading does not. */
  label?: string;
}

/** A responsive grid of cards (columns of at least 160 px; two columns on phones). */
export function CardGrid({ children, label }: CardGridProps) {
  return (
    <StyledCardGrid aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </StyledCardGrid>
  );
}
