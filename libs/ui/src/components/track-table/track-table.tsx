import type { MouseEvent, ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Icon } from '../../icons/icon';
import { formatCount, formatDuration, formatShortDate } from '../../lib/format';
import { Artwork } from '../artwork/artwork';
import { Equalizer } from '../equalizer/equalizer';
import { IconButton } from '../icon-button/icon-button';
import { Menu, type MenuItem } from '../menu/menu';
import {
  StyledIndexCell,
  StyledDownloadedMark,
  StyledIndexNumber,
  StyledMutedLink,
  StyledRowNote,
  StyledRow,
  StyledRowButtons,
  StyledRowPlay,
  StyledSpacerCell,
  StyledSrOnly,
  StyledTable,
  StyledTd,
  StyledTh,
  StyledTitleCell,
  StyledTitleText,
  StyledTrackSubtitle,
  StyledTrackTitle,
  StyledTrackTitleLink,
} from './track-table.styles';
import { WINDOWED_FROM } from './row-window';
import { useRowWindow } from './use-row-window';

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

export const DEFAULT_TRACK_COLUMNS: readonly TrackColumn[] = ['index', 'title', 'artist', 'album', 'duration'];

export interface TrackTableProps {
  /** Names the table, e.g. "Album tracks", "Liked Songs". */
  label: string;
  tracks: readonly TrackRowData[];
  /** Which columns, in order. Album, date, plays and artist are dropped under 768 px (artist moves under the title). */
  columns?: readonly TrackColumn[];
  /** A small cover beside the title. */
  showArtwork?: boolean;
  /** Header of the date column: "Date added" (default) or "Downloaded". */
  dateLabel?: string;
  /** The first row's number (ranks and pages continue from here), default 1. */
  startNumber?: number;
  /** The loaded track: its row shows the equalizer and an orange title. */
  currentTrackId?: string | null;
  /** Whether the current track is playing (moving equalizer, "Pause" on its row). */
  isPlaying?: boolean;
  /** Row click or its play button: play this list from this row. */
  onPlayTrack: (track: TrackRowData, index: number) => void;
  /** The current, playing row's button pauses instead. */
  onPause?: () => void;
  /** Shows the heart on every row. */
  onToggleLike?: (track: TrackRowData, index: number) => void;
  /** Items of each row's "More options" menu (Add to playlist, Go to album, Go to artist...). */
  rowActions?: (track: TrackRowData, index: number) => MenuItem[];
  /** Shows a remove button on every row the predicate accepts (the queue's non-current rows). */
  onRemove?: (track: TrackRowData, index: number) => void;
  canRemove?: (track: TrackRowData, index: number) => boolean;
  /** Accessible name of the remove buttons, default "Remove {title}". */
  removeLabel?: (track: TrackRowData) => string;
  /** Render only the rows near the viewport; default: when there are more than WINDOWED_FROM rows. */
  windowed?: boolean;
  /** Each row's downloaded mark and offline availability (absent: every row plays, none is marked). */
  rowState?: (track: TrackRowData, index: number) => TrackRowState | undefined;
}

const headers: Record<TrackColumn, { label: ReactNode; align?: 'right' | 'center'; secondary?: boolean }> = {
  index: { label: '#', align: 'center' },
  title: { label: 'Title' },
  artist: { label: 'Artist', secondary: true },
  album: { label: 'Album', secondary: true },
  date: { label: 'Date added', secondary: true },
  plays: { label: 'Plays', align: 'right', secondary: true },
  duration: {
    label: (
      <>
        <Icon name="clock" size="sm" />
        <StyledSrOnly>Duration</StyledSrOnly>
      </>
    ),
    align: 'right',
  },
};

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
  const hasArtistColumn = columns.includes('artist');
  const artist = track.artistName || UNKNOWN_ARTIST;
  const unavailable = Boolean(unavailableReason);
  const play = () => (isPlaying && onPause ? onPause() : onPlay());
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!unavailable && !isInteractive(event.target)) play();
  };

  const cell = (column: TrackColumn): ReactNode => {
    switch (column) {
      case 'index':
        return (
          <StyledTd key={column} $align="center">
            <StyledIndexCell>
              {current ? <Equalizer playing={isPlaying} /> : <StyledIndexNumber data-numeric="">{number}</StyledIndexNumber>}
              <StyledRowPlay>
                <IconButton
                  size="sm"
                  icon={isPlaying ? 'pause' : 'play'}
                  label={`${isPlaying ? 'Pause' : 'Play'} ${track.title}`}
                  onClick={play}
                  tooltip={false}
                  disabled={unavailable && !isPlaying}
                />
              </StyledRowPlay>
            </StyledIndexCell>
          </StyledTd>
        );
      case 'title':
        return (
          <StyledTd key={column}>
            <StyledTitleCell>
              {showArtwork ? <Artwork src={track.artworkUrl} size="xs" /> : null}
              <StyledTitleText>
                <StyledTrackTitle data-track-title="" title={track.title}>
                  {downloaded ? <StyledDownloadedMark name="download" size="sm" title={DOWNLOADED_MARK_LABEL} data-downloaded="" /> : null}
                  {track.href ? <StyledTrackTitleLink href={track.href}>{track.title}</StyledTrackTitleLink> : track.title}
                </StyledTrackTitle>
                {unavailableReason ? <StyledRowNote data-unavailable-reason="">{unavailableReason}</StyledRowNote> : null}
                <StyledTrackSubtitle $onlyNarrow={hasArtistColumn}>
                  {track.artistHref ? <StyledMutedLink href={track.artistHref}>{artist}</StyledMutedLink> : artist}
                </StyledTrackSubtitle>
              </StyledTitleText>
            </StyledTitleCell>
          </StyledTd>
        );
      case 'artist':
        return (
          <StyledTd key={column} $muted $secondary>
            {track.artistHref ? <StyledMutedLink href={track.artistHref}>{artist}</StyledMutedLink> : artist}
          </StyledTd>
        );
      case 'album':
        return (
          <StyledTd key={column} $muted $secondary>
            {track.albumTitle ? track.albumHref ? <StyledMutedLink href={track.albumHref}>{track.albumTitle}</StyledMutedLink> : track.albumTitle : '–'}
          </StyledTd>
        );
      case 'date':
        return (
          <StyledTd key={column} $muted $secondary>
            {formatShortDate(track.date)}
          </StyledTd>
        );
      case 'plays':
        return (
          <StyledTd key={column} $muted $secondary $align="right">
            {formatCount(track.plays)}
          </StyledTd>
        );
      case 'duration':
        return (
          <StyledTd key={column} $muted $align="right">
            {formatDuration(track.duration)}
          </StyledTd>
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
    >
      {columns.map(cell)}
      {withButtonsCell ? (
        <StyledTd $align="right" $overflow>
          <StyledRowButtons>
            {onToggleLike ? (
              <IconButton
                size="sm"
                icon={track.liked ? 'heart-filled' : 'heart'}
                label={`${track.liked ? 'Unlike' : 'Like'} ${track.title}`}
                active={Boolean(track.liked)}
                onClick={onToggleLike}
                tooltip={false}
              />
            ) : null}
            {onRemove ? <IconButton size="sm" icon="close" label={removeLabel ?? `Remove ${track.title}`} onClick={onRemove} tooltip={false} /> : null}
            {actions ? <Menu label={`More options for ${track.title}`} items={actions} /> : null}
          </StyledRowButtons>
        </StyledTd>
      ) : null}
    </StyledRow>
  );
}

/**
 * The track list of albums, playlists, search, trending, liked songs, downloads and the queue.
 * Rows play on click; every action is also a real button, so the table works by keyboard and touch.
 */
export function TrackTable({
  label,
  tracks,
  columns = DEFAULT_TRACK_COLUMNS,
  showArtwork = false,
  dateLabel = 'Date added',
  startNumber = 1,
  currentTrackId = null,
  isPlaying = false,
  onPlayTrack,
  onPause,
  onToggleLike,
  rowActions,
  onRemove,
  canRemove,
  removeLabel,
  windowed = tracks.length > WINDOWED_FROM,
  rowState,
}: TrackTableProps) {
  const theme = useTheme();
  const widths: Partial<Record<TrackColumn, string>> = theme.layout.trackColumns;
  const hasButtons = Boolean(onToggleLike || rowActions || onRemove);
  const { bodyRef, start, end, rowHeight } = useRowWindow(tracks.length, windowed);
  // Screen readers learn the whole length from aria-rowcount; the spacers stand in for unrendered rows.
  const spacer = (rows: number) =>
    rows > 0 ? (
      <tr aria-hidden="true">
        <StyledSpacerCell colSpan={columns.length + (hasButtons ? 1 : 0)} style={{ height: rows * rowHeight }} />
      </tr>
    ) : null;

  return (
    <StyledTable aria-label={label} aria-rowcount={windowed ? tracks.length + 1 : undefined}>
      <thead>
        <tr aria-rowindex={windowed ? 1 : undefined}>
          {columns.map((column) => {
            const header = headers[column];
            return (
              <StyledTh key={column} scope="col" $width={widths[column]} $align={header.align} $secondary={header.secondary}>
                {column === 'date' ? dateLabel : header.label}
              </StyledTh>
            );
          })}
          {hasButtons ? (
            <StyledTh scope="col" $width={theme.layout.trackColumns.actions} $align="right">
              <StyledSrOnly>Actions</StyledSrOnly>
            </StyledTh>
          ) : null}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {windowed ? spacer(start) : null}
        {tracks.slice(start, end).map((track, offset) => {
          const index = start + offset;
          const current = currentTrackId !== null && track.id === currentTrackId;
          const state = rowState?.(track, index);
          return (
            <TrackRow
              key={`${track.id}-${index}`}
              track={track}
              number={startNumber + index}
              columns={columns}
              showArtwork={showArtwork}
              current={current}
              isPlaying={current && isPlaying}
              withButtonsCell={hasButtons}
              onPlay={() => onPlayTrack(track, index)}
              onPause={onPause}
              onToggleLike={onToggleLike && (() => onToggleLike(track, index))}
              actions={rowActions?.(track, index)}
              onRemove={onRemove && (canRemove ? canRemove(track, index) : true) ? () => onRemove(track, index) : undefined}
              removeLabel={removeLabel?.(track)}
              rowIndex={windowed ? index + 2 : undefined}
              downloaded={Boolean(state?.downloaded)}
              unavailableReason={state?.unavailableReason ?? null}
            />
          );
        })}
        {windowed ? spacer(tracks.length - end) : null}
      </tbody>
    </StyledTable>
  );
}
