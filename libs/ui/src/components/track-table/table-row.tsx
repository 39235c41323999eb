import { memo } from 'react';
import { TrackRow, type TrackColumn, type TrackRowData } from './track-row';
import type { TrackTableProps } from './track-table';

/** The table's callbacks, the same objects from one render of the table to the next. */
type TableCallbacks = Pick<TrackTableProps, 'onPlayTrack' | 'onPause' | 'onToggleLike' | 'rowActions' | 'onRemove' | 'canRemove' | 'removeLabel' | 'rowState'>;

export interface TableRowProps extends TableCallbacks {
  track: TrackRowData;
  index: number;
  number: number;
  columns: readonly TrackColumn[];
  showArtwork: boolean;
  current: boolean;
  isPlaying: boolean;
  withButtonsCell: boolean;
  windowed: boolean;
}

/**
 * A TrackTable row bound to the table's callbacks. Memoized: while a windowed table scrolls, its props
 * stay the same objects, so only the rows that enter the window render (a fling over 10,000 rows).
 */
export const TableRow = memo(function TableRow({ track, index, onPlayTrack, onToggleLike, rowActions, onRemove, canRemove, removeLabel, rowState, windowed, ...row }: TableRowProps) {
  const state = rowState?.(track, index);
  return (
    <TrackRow
      {...row}
      track={track}
      onPlay={() => onPlayTrack(track, index)}
      onToggleLike={onToggleLike && (() => onToggleLike(track, index))}
      actions={rowActions?.(track, index)}
      onRemove={onRemove && (canRemove ? canRemove(track, index) : true) ? () => onRemove(track, index) : undefined}
      removeLabel={removeLabel?.(track)}
      rowIndex={windowed ? index + 2 : undefined}
      downloaded={Boolean(state?.downloaded)}
      unavailableReason={state?.unavailableReason ?? null}
    />
  );
});
