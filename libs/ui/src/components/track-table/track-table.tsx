import { clockIcon } from '../../icons/glyphs';
import { useTheme } from 'styled-components';
import { Icon } from '../../icons/icon';
import type { MenuItem } from '../menu/menu';
import { StyledSpacerCell, StyledSrOnly, StyledTable, StyledTh } from './track-table.styles';
import { WINDOWED_FROM } from './row-window';
import { TableRow } from './table-row';
import type { TrackColumn, TrackRowData, TrackRowState } from './track-row';
import { useRowWindow } from './use-row-window';
import { useT, type MessageId } from '../../i18n/i18n';

export { DOWNLOADED_MARK_LABEL, TrackRow, UNKNOWN_ARTIST, type TrackColumn, type TrackRowData, type TrackRowProps, type TrackRowState } from './track-row';

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

const headers: Record<TrackColumn, { label: MessageId | '#'; align?: 'right' | 'center'; secondary?: boolean }> = {
  index: { label: '#', align: 'center' },
  title: { label: 'common.title' },
  artist: { label: 'common.artist', secondary: true },
  album: { label: 'common.album', secondary: true },
  date: { label: 'common.dateAdded', secondary: true },
  plays: { label: 'common.plays', align: 'right', secondary: true },
  duration: { label: 'common.duration', align: 'right' },
};

function HeaderLabel({ column, dateLabel }: { column: TrackColumn; dateLabel: string | undefined }) {
  const t = useT();
  const { label } = headers[column];
  if (column === 'date' && dateLabel !== undefined) return dateLabel;
  if (label === '#') return label;
  if (column !== 'duration') return t(label);
  return (
    <>
      <Icon icon={clockIcon} size="sm" />
      <StyledSrOnly>{t(label)}</StyledSrOnly>
    </>
  );
}

/** A small icon button and the gap after it, and the buttons cell's side padding, on narrow screens. */
const NARROW_BUTTON_PX = 36;
const NARROW_CELL_PADDING_PX = 24;

/**
 * The track list of albums, playlists, search, trending, liked songs, downloads and the queue.
 * Rows play on click; every action is also a real button, so the table works by keyboard and touch.
 */
export function TrackTable({
  label,
  tracks,
  columns = DEFAULT_TRACK_COLUMNS,
  showArtwork = false,
  dateLabel,
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
  const t = useT();
  const widths: Partial<Record<TrackColumn, string>> = theme.layout.trackColumns;
  const hasButtons = Boolean(onToggleLike || rowActions || onRemove);
  const buttonCount = [onToggleLike, rowActions, onRemove].filter(Boolean).length;
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
              <StyledTh key={column} scope="col" $width={widths[column]} $align={header.align} $secondary={header.secondary} $wideOnly={column === 'index' || column === 'duration'}>
                <HeaderLabel column={column} dateLabel={dateLabel} />
              </StyledTh>
            );
          })}
          {hasButtons ? (
            <StyledTh scope="col" $width={theme.layout.trackColumns.actions} $narrowWidth={`${buttonCount * NARROW_BUTTON_PX + NARROW_CELL_PADDING_PX}px`} $align="right">
              <StyledSrOnly>{t('common.actions')}</StyledSrOnly>
            </StyledTh>
          ) : null}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {windowed ? spacer(start) : null}
        {tracks.slice(start, end).map((track, offset) => {
          const index = start + offset;
          const current = currentTrackId !== null && track.id === currentTrackId;
          return (
            <TableRow
              key={`${track.id}-${index}`}
              track={track}
              index={index}
              number={startNumber + index}
              columns={columns}
              showArtwork={showArtwork}
              current={current}
              isPlaying={current && isPlaying}
              withButtonsCell={hasButtons}
              windowed={windowed}
              onPlayTrack={onPlayTrack}
              onPause={onPause}
              onToggleLike={onToggleLike}
              rowActions={rowActions}
              onRemove={onRemove}
              canRemove={canRemove}
              removeLabel={removeLabel}
              rowState={rowState}
            />
          );
        })}
        {windowed ? spacer(tracks.length - end) : null}
      </tbody>
    </StyledTable>
  );
}
