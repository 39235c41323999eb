import { selectIsPlaying } from '@tangerine/player-machine';
import { IconButton, Link, focusVisible, formatCount, formatDuration, formatShortDate, tabularNumbers, theme, truncate } from '@tangerine/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useCurrentTrackId, usePlayerSelector } from '../player';
import { AddToPlaylistDialog } from './add-to-playlist-dialog';
import { Equalizer } from './equalizer';
import { TrackActionsMenu, type MenuAction } from './track-actions-menu';
import { hasArtistPage, toTrackView, type TrackView } from './track-view';
import { Artwork } from './ui-kit';
import { useLikedTrackIds, useToggleLike } from './use-likes';
import { usePlayTracks } from './use-play';

export type TrackColumn = 'artist' | 'album' | 'added' | 'downloaded' | 'plays';

export interface TrackTableRow {
  track: object;
  /** Liked Songs "date added" / Downloads "Downloaded" date. */
  date?: string | null;
  plays?: number;
  rank?: number;
}

const columnLabels: Record<TrackColumn, string> = {
  artist: 'Artist',
  album: 'Album',
  added: 'Date added',
  downloaded: 'Downloaded',
  plays: 'Plays',
};

/** Columns that phones drop (DESIGN.md: tables drop album and date columns under 768 px). */
const secondary: ReadonlySet<TrackColumn> = new Set(['artist', 'album', 'added', 'downloaded', 'plays']);

function template(columns: ReadonlyArray<TrackColumn>, compact: boolean) {
  const middle = compact ? [] : columns.map((column) => (column === 'plays' ? '96px' : 'minmax(0, 1fr)'));
  return ['40px', 'minmax(0, 2fr)', ...middle, '56px', '80px'].join(' ');
}

const Table = styled.div<{ $columns: ReadonlyArray<TrackColumn> }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  --track-columns: ${(p) => template(p.$columns, false)};
  ${theme.media.belowTablet} {
    --track-columns: ${(p) => template(p.$columns, true)};
  }
`;

const rowGrid = css`
  display: grid;
  grid-template-columns: var(--track-columns);
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(2, 3)};
  ${theme.media.belowTablet} {
    gap: ${theme.space(2)};
    padding: ${theme.space(2, 1)};
  }
`;

const Head = styled.div`
  ${rowGrid};
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.label};
  text-transform: uppercase;
`;

const Row = styled.div<{ $current: boolean }>`
  ${rowGrid};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  transition: background ${theme.motion.fast} ${theme.motion.easing};
  &:hover,
  &:focus-within {
    background: ${theme.colors.surfaceRaised};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.text};
    text-decoration: underline;
  }
  ${(p) =>
    p.$current &&
    css`
      [data-title] {
        color: ${theme.colors.brand};
      }
    `}
`;

const Cell = styled.div<{ $secondary?: boolean; $numeric?: boolean }>`
  min-width: 0;
  ${truncate};
  ${(p) => p.$numeric && tabularNumbers};
  ${(p) =>
    p.$secondary &&
    css`
      ${theme.media.belowTablet} {
        display: none;
      }
    `}
`;

const NumberCell = styled.div`
  display: flex;
  justify-content: center;
  ${tabularNumbers};
`;

const TitleCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
`;

const TitleText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TitleButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  ${truncate};
  ${focusVisible};
`;

const SubLine = styled.span<{ $phoneOnly: boolean }>`
  font-size: ${theme.fontSizes.xs};
  ${truncate};
  ${(p) =>
    p.$phoneOnly &&
    css`
      ${theme.media.tablet} {
        display: none;
      }
    `}
`;

const ActionsCell = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space(1)};
`;

export interface TrackTableProps {
  label: string;
  rows: ReadonlyArray<TrackTableRow>;
  columns?: ReadonlyArray<TrackColumn>;
  showArtwork?: boolean;
  /** Default: queue every row's track and start at the clicked one. */
  onPlay?: (index: number) => void;
  /** Extra menu entries, e.g. "Remove from playlist". */
  extraActions?: (view: TrackView, index: number) => MenuAction[];
}

/**
 * Every track list of the app. A row plays on click, on Enter or Space on its title, or by touch;
 * the heart likes and unlikes; "More actions" adds to a playlist and goes to the album or artist.
 */
export function TrackTable({ label, rows, columns = ['album'], showArtwork = false, onPlay, extraActions }: TrackTableProps) {
  const views = useMemo(() => rows.map((row) => toTrackView(row.track)), [rows]);
  const playTracks = usePlayTracks();
  const currentId = useCurrentTrackId();
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const liked = useLikedTrackIds();
  const { toggle } = useToggleLike();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<TrackView | null>(null);

  const play = (index: number) => (onPlay ? onPlay(index) : playTracks(rows.map((row) => row.track), index));

  return (
    <Table role="table" aria-label={label} $columns={columns}>
      <Head role="row">
        <Cell role="columnheader" style={{ textAlign: 'center' }}>
          #
        </Cell>
        <Cell role="columnheader">Title</Cell>
        {columns.map((column) => (
          <Cell key={column} role="columnheader" $secondary={secondary.has(column)}>
            {columnLabels[column]}
          </Cell>
        ))}
        <Cell role="columnheader" $numeric>
          <span aria-label="Duration">
            <span aria-hidden="true">⏱</span>
          </span>
        </Cell>
        <Cell role="columnheader">
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Actions</span>
        </Cell>
      </Head>
      {rows.map((row, index) => {
        const view = views[index];
        if (!view) return null;
        const current = view.id !== '' && view.id === currentId;
        const isLiked = liked.has(view.id);
        const menu: MenuAction[] = [
          { label: 'Add to playlist', onSelect: () => setAdding(view) },
          ...(view.albumId ? [{ label: 'Go to album', onSelect: () => navigate(`/album/${view.albumId}`) }] : []),
          ...(hasArtistPage(view) ? [{ label: 'Go to artist', onSelect: () => navigate(`/artist/${view.artistId}`) }] : []),
          ...(extraActions?.(view, index) ?? []),
        ];
        return (
          <Row key={`${view.id}-${index}`} role="row" $current={current} onClick={() => play(index)} aria-current={current || undefined}>
            <NumberCell role="cell">{current ? <Equalizer playing={isPlaying} /> : (row.rank ?? index + 1)}</NumberCell>
            <TitleCell role="cell">
              {showArtwork && <Artwork src={view.artworkUrl} size={theme.sizes.artwork.xs} />}
              <TitleText>
                <TitleButton
                  type="button"
                  data-title
                  aria-label={`Play ${view.title}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    play(index);
                  }}
                >
                  {view.title}
                </TitleButton>
                <SubLine $phoneOnly={columns.includes('artist')}>{view.artistName}</SubLine>
              </TitleText>
            </TitleCell>
            {columns.map((column) => (
              <Cell key={column} role="cell" $secondary={secondary.has(column)} $numeric={column === 'plays'}>
                {renderColumn(column, view, row)}
              </Cell>
            ))}
            <Cell role="cell" $numeric>
              {formatDuration(view.duration)}
            </Cell>
            <ActionsCell role="cell" onClick={(event) => event.stopPropagation()}>
              {view.id !== '' && (
                <IconButton
                  label={isLiked ? 'Unlike' : 'Like'}
                  icon="heart"
                  size="sm"
                  active={isLiked}
                  pressed={isLiked}
                  tooltip={false}
                  onClick={() => toggle(view.id, isLiked)}
                />
              )}
              <TrackActionsMenu label={`More actions for ${view.title}`} actions={menu} />
            </ActionsCell>
          </Row>
        );
      })}
      {adding && <AddToPlaylistDialog trackId={adding.id} trackTitle={adding.title} onClose={() => setAdding(null)} />}
    </Table>
  );
}

function stop(event: React.MouseEvent) {
  event.stopPropagation();
}

function renderColumn(column: TrackColumn, view: TrackView, row: TrackTableRow) {
  switch (column) {
    case 'artist':
      return hasArtistPage(view) ? (
        <Link href={`/artist/${view.artistId}`} onClick={stop}>
          {view.artistName}
        </Link>
      ) : (
        view.artistName
      );
    case 'album':
      return view.albumId && view.albumTitle ? (
        <Link href={`/album/${view.albumId}`} onClick={stop}>
          {view.albumTitle}
        </Link>
      ) : (
        (view.albumTitle ?? '')
      );
    case 'added':
    case 'downloaded':
      return formatShortDate(row.date ?? null);
    case 'plays':
      return formatCount(row.plays ?? null);
  }
}
