import { pauseIcon, playIcon } from '../../icons/glyphs';
import { PLAY_CONTROL } from '../../lib/play-control';
import { Fragment, type ReactNode } from 'react';
import { Artwork, type ArtworkShape } from '../artwork/artwork';
import type { ShownWidth } from '../artwork/artwork-sources';
import { IconButton } from '../icon-button/icon-button';
import {
  StyledDetailActions,
  StyledDetailArtwork,
  StyledDetailBody,
  StyledDetailDescription,
  StyledDetailExtra,
  StyledDetailHeader,
  StyledDetailLabel,
  StyledDetailMeta,
  StyledDetailTitle,
  StyledMetaSeparator,
} from './detail-header.styles';
import { useT } from '../../i18n/i18n';

/** The header's artwork is at most the large artwork size (232 px). */
const DETAIL_ARTWORK_WIDTH: ShownWidth = { sizes: '232px', minCss: 232, maxCss: 232 };

export interface DetailHeaderProps {
  /** "ALBUM", "SONG", "ARTIST", "PLAYLIST", "PODCAST", "RADIO STATION". */
  label: string;
  title: string;
  artworkUrl?: string | null;
  /** Round for artists. */
  artworkShape?: ArtworkShape;
  /** Pieces of the metadata line, joined with dots: artist link, year, "12 songs", "about 48 min". */
  meta?: ReactNode[];
  /** Beside the label, e.g. the LIVE badge. */
  badge?: ReactNode;
  /** Plain text is clamped to 3 lines; other content (genre tags) is shown as a block. */
  description?: ReactNode;
  /** The primary play button appears when given. */
  onPlay?: () => void;
  /** Shows "Pause" instead of "Play" (e.g. the track page while this track plays). */
  playing?: boolean;
  /** Shows the play button disabled (nothing to play yet, e.g. an album without songs). */
  playDisabled?: boolean;
  /** Accessible name of the play button; defaults to "Play {title}" / "Pause {title}". */
  playLabel?: string;
  /** More actions after the play button (like, chips, "Listen Live", rename, delete). */
  actions?: ReactNode;
}

/** The shared header of album, artist, playlist, podcast, station and track pages. */
export function DetailHeader({ label, title, artworkUrl, artworkShape = 'square', meta = [], badge, description, onPlay, playing = false, playDisabled = false, playLabel, actions }: DetailHeaderProps) {
  const t = useT();
  const shownMeta = meta.filter((item) => item !== null && item !== undefined && item !== false && item !== '');
  return (
    <StyledDetailHeader>
      <StyledDetailArtwork>
        <Artwork src={artworkUrl} size="fill" shape={artworkShape} shown={DETAIL_ARTWORK_WIDTH} />
      </StyledDetailArtwork>
      <StyledDetailBody>
        <StyledDetailLabel>
          {badge}
          <span>{label}</span>
        </StyledDetailLabel>
        <StyledDetailTitle title={title}>{title}</StyledDetailTitle>
        {shownMeta.length > 0 ? (
          <StyledDetailMeta>
            {shownMeta.map((item, index) => (
              <Fragment key={index}>
                {index > 0 ? <StyledMetaSeparator aria-hidden="true">•</StyledMetaSeparator> : null}
                <span>{item}</span>
              </Fragment>
            ))}
          </StyledDetailMeta>
        ) : null}
        {description ? (
          typeof description === 'string' ? (
            <StyledDetailDescription>{description}</StyledDetailDescription>
          ) : (
            <StyledDetailExtra>{description}</StyledDetailExtra>
          )
        ) : null}
        {onPlay || actions ? (
          <StyledDetailActions>
            {onPlay ? (
              <IconButton variant="brand" size="lg" icon={playing ? pauseIcon : playIcon} label={playLabel ?? (playing ? t('common.pauseItem', { title }) : t('common.playItem', { title }))} disabled={playDisabled} onClick={onPlay} {...PLAY_CONTROL} />
            ) : null}
            {actions}
          </StyledDetailActions>
        ) : null}
      </StyledDetailBody>
    </StyledDetailHeader>
  );
}
