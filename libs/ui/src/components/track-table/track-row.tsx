import { closeIcon, downloadIcon, heartFilledIcon, heartIcon, pauseIcon, playIcon } from '../../icons/glyphs';
import { PLAY_CONTROL } from '../../lib/play-control';
import type { MouseEvent, ReactNode } from 'react';
import { formatCount, formatDuration, formatShortDate } from '../../lib/format';
import { Artwork } from '../artwork/artwork';
import { Equalizer } from '../equalizer/equalizer';
import { IconButton } from '../icon-button/icon-button';
import { Menu, type MenuItem } from '../menu/menu';
import {
  StyledDownloadedMark,
  StyledMutedLink,
  StyledRowNote,
  StyledRow,
  StyledTrackSubtitle,
  StyledTrackTitle,
  StyledTrackTitleLink,
} from './track-table.styles';
import { useT } from '../../i18n/i18n';

import { ArtistLinks, type ArtistCredit } from '../artist-links/artist-links';

export const UNKNOWN_ARTIST = 'Unknown Artist';

/** One track as the table shows it; the app maps API tracks into this. */
export interface TrackRowData {
  id: string;
  title: string;
  /** The track page (/track/{id}); the title links there when given. */
  href?: string;
  /** Falls back to "Unknown Artist". */
  artistName?: string | null;
  artistHref?: string;
  /** Every credited artist when there are several, each its own link. */
  artists?: readonly ArtistCredit[];
  albumTitle?: string | null;
  albumHref?: string;
  artworkUrl?: string | null;
  /** Seconds; shown as m:ss or h:mm:ss, a dash when missing. */
  duration?: number | null;
  /** Date added / downloaded (ISO string or Date), shown as "Jan 5, 2026". */
  date?: string | Date | null;
  plays?: number | null;
  liked?: boolean;
}

/** A row's standing on this device: stored for offline listening, or not playable now (and why). */
export interface TrackRowState {
  /** Stored on this device: an orange mark beside the title. */
  downloaded?: boolean;
  /** Why the row cannot play now ("Not downloaded: unavailable offline"); greys the row and disables it. */
  unavailableReason?: string | null;
}

export const DOWNLOADED_MARK_LABEL = 'Downloaded';

export type TrackColumn = 'index' | 'title' | 'artist' | 'album' | 'date' | 'plays' | 'duration';

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('button, a, [role="menu"]'));
}

export interface TrackRowProps {
  track: TrackRowData;
  /** The number shown in the index column (rank, position). */
  number: number;
  columns: readonly TrackColumn[];
  showArtwork?: boolean;
  /** The loaded track (equalizer, orange title, aria-current). */
  current?: boolean;
  /** This row's track is playing: its button pauses. */
  isPlaying?: boolean;
  /** Render the trailing buttons cell (keep it when other rows of the table have buttons). */
  withButtonsCell?: boolean;
  onPlay: () => void;
  onPause?: () => void;
  onToggleLike?: () => void;
  /** Items of the "More options" menu. */
  actions?: MenuItem[];
  onRemove?: () => void;
  removeLabel?: string;
  /** aria-rowindex of a windowed table's row (the header row is 1). */
  rowIndex?: number;
  /** Stored on this device (the downloaded mark). */
  downloaded?: boolean;
  /** Set when the row cannot play now: greyed, its play disabled, the reason shown under the title. */
  unavailableReason?: string | null;
}

/** One row of a TrackTable (render it inside the table's <tbody>). */
export function TrackRow({
  track,
  number,
  columns,
  showArtwork = false,
  current = false,
  isPlaying = false,
  withButtonsCell = false,
  onPlay,
  onPause,
  onToggleLike,
  actions,
  onRemove,
  removeLabel,
  rowIndex,
  downloaded = false,
  unavailableReason = null,
}: TrackRowProps) {
  const t = useT();
  const hasArtistColumn = columns.includes('artist');
  const artist = track.artistName || t('track.unknownArtist');
  const unavailable = Boolean(unavailableReason);
  const play = () => (isPlaying && onPause ? onPause() : onPlay());
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!unavailable && !isInteractive(event.target)) play();
  };

  const cell = (column: TrackColumn): ReactNode => {
    switch (column) {
      case 'index':
        return (
          <td key={column} data-align="center" data-wide-only="">
            <div data-index-cell="">
              {current ? <Equalizer playing={isPlaying} /> : <span data-index-number="" data-numeric="">{number}</span>}
              <div data-row-play="">
                <IconButton
                  size="sm"
                  icon={isPlaying ? pauseIcon : playIcon}
                  label={isPlaying ? t('common.pauseItem', { title: track.title }) : t('common.playItem', { title: track.title })}
                  onClick={play}
                  tooltip={false}
                  disabled={unavailable && !isPlaying}
                />
              </div>
            </div>
          </td>
        );
      case 'title':
        return (
          <td key={column}>
            <div data-title-cell="">
              {showArtwork ? <Artwork src={track.artworkUrl} size="xs" /> : null}
              <div data-title-text="">
                <StyledTrackTitle data-track-title="" title={track.title}>
                  {downloaded ? <StyledDownloadedMark icon={downloadIcon} size="sm" title={t('common.downloaded')} data-downloaded="" /> : null}
                  {track.href ? <StyledTrackTitleLink href={track.href}>{track.title}</StyledTrackTitleLink> : <span>{track.title}</span>}
                </StyledTrackTitle>
                {unavailableReason ? <StyledRowNote data-unavailable-reason="">{unavailableReason}</StyledRowNote> : null}
                <StyledTrackSubtitle $onlyNarrow={hasArtistColumn}>
                  <ArtistLinks artists={track.artists} name={artist} href={track.artistHref} link={StyledMutedLink} />
                  {columns.includes('duration') && track.duration ? <span data-narrow-only="">{` • ${formatDuration(track.duration)}`}</span> : null}
                </StyledTrackSubtitle>
              </div>
            </div>
          </td>
        );
      case 'artist':
        return (
          <td key={column} data-muted="" data-secondary="">
            <ArtistLinks artists={track.artists} name={artist} href={track.artistHref} link={StyledMutedLink} />
          </td>
        );
      case 'album':
        return (
          <td key={column} data-muted="" data-secondary="">
            {track.albumTitle ? track.albumHref ? <StyledMutedLink href={track.albumHref}>{track.albumTitle}</StyledMutedLink> : track.albumTitle : '–'}
          </td>
        );
      case 'date':
        return (
          <td key={column} data-muted="" data-secondary="">
            {formatShortDate(track.date)}
          </td>
        );
      case 'plays':
        return (
          <td key={column} data-muted="" data-secondary="" data-align="right">
            {formatCount(track.plays)}
          </td>
        );
      case 'duration':
        return (
          <td key={column} data-muted="" data-align="right" data-wide-only="">
            {formatDuration(track.duration)}
          </td>
        );
    }
  };

  return (
    <StyledRow
      $current={current}
      $unavailable={unavailable}
      aria-current={current ? 'true' : undefined}
      aria-disabled={unavailable ? 'true' : undefined}
      aria-rowindex={rowIndex}
      title={unavailableReason ?? undefined}
      onClick={onRowClick}
      {...PLAY_CONTROL}
    >
      {columns.map(cell)}
      {withButtonsCell ? (
        <td data-align="right" data-overflow="">
          <div data-row-buttons="">
            {onToggleLike ? (
              <IconButton
                size="sm"
                icon={track.liked ? heartFilledIcon : heartIcon}
                label={track.liked ? t('common.unlikeItem', { title: track.title }) : t('common.likeItem', { title: track.title })}
                active={Boolean(track.liked)}
                onClick={onToggleLike}
                tooltip={false}
              />
            ) : null}
            {onRemove ? <IconButton size="sm" icon={closeIcon} label={removeLabel ?? `Remove ${track.title}`} onClick={onRemove} tooltip={false} /> : null}
            {actions ? <Menu label={t('menu.moreOptions', { title: track.title })} items={actions} /> : null}
          </div>
        </td>
      ) : null}
    </StyledRow>
  );
}

