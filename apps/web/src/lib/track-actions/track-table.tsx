import type { Track } from '@tangerine/api';
import { NOT_DOWNLOADED_REASON } from '@tangerine/offline-machine';
import { selectIsPlaying } from '@tangerine/player-machine';
import { albumIcon, artistIcon, checkIcon, radioIcon, closeIcon, downloadIcon, type MenuItem, plusIcon, type TrackColumn as ViewColumn, type TrackRowData, type TrackRowState, TrackTable as TrackTableView, translate, useT } from '@tangerine/ui';
import { useInRoom, useRoomService } from '@tangerine/rooms-web';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDownloadStatuses, useDownloadsHub, useOnline, type DownloadsHub, type ListStatus } from '@tangerine/offline-web';
import { useCurrentTrackId, usePlayerActor, usePlayerSelector } from '@tangerine/player-web';
import { AddToPlaylistDialog } from './add-to-playlist-dialog';
import { hasArtistPage, toTrackView, type TrackView } from './track-view';
import { useLikes } from './use-likes';
import { useLatestCallback } from './use-latest-callback';
import { usePlayTracks } from './use-play';
import { useInstantMix } from './use-instant-mix';

/** Optional columns between the title and the duration. */
export type TrackColumn = 'artist' | 'album' | 'added' | 'downloaded' | 'plays';

export interface TrackTableRow {
  track: Track;
  /** Liked Songs "Date added" / Downloads "Downloaded" date. */
  date?: string | null;
  plays?: number;
}

export interface MenuAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

export interface TrackTableProps {
  label: string;
  rows: ReadonlyArray<TrackTableRow>;
  columns?: ReadonlyArray<TrackColumn>;
  showArtwork?: boolean;
  /** The first row's number (ranks), default 1. */
  startNumber?: number;
  /** Default: queue every row's track and start at the clicked one. */
  onPlay?: (index: number) => void;
  /** Extra menu entries, e.g. "Remove from playlist". */
  extraActions?: (view: TrackView, index: number) => MenuAction[];
}

/** Why a row does not play without the network (the offline screens' one text for it). */
export const UNAVAILABLE_OFFLINE_REASON = NOT_DOWNLOADED_REASON;

function viewColumn(column: TrackColumn): ViewColumn {
  return column === 'added' || column === 'downloaded' ? 'date' : column;
}

/** What a row shows of a download: its mark ('stored') and its menu entry ('busy': "Cancel download"; else "Download"). */
type RowDownloadStatus = 'none' | 'busy' | 'stored';
const rowDownloadStatus = (status: ListStatus | undefined): RowDownloadStatus => (status === 'stored' || status === 'busy' ? status : 'none');

/** A row as the table binds it: libs/ui's data with what the row shows of its download. */
type BoundRow = TrackRowData & { download: RowDownloadStatus };
const downloadOf = (row: TrackRowData) => (row as BoundRow).download ?? 'none';

/**
 * The rows with their download status, each the same object until its own status changes: a list's
 * tracks going from queued to in progress, or being stored one by one, re-render only their rows.
 */
function useRowsWithDownloads(rows: readonly TrackRowData[]): BoundRow[] {
  const { statuses } = useDownloadStatuses();
  return useMemo(() => rows.map((row) => boundRow(row, rowDownloadStatus(statuses.get(row.id)))), [rows, statuses]);
}

/** The last bound copy of each row (by the row object a table's memo made): reused while its status is the same. */
const boundRows = new WeakMap<TrackRowData, BoundRow>();

function boundRow(row: TrackRowData, download: RowDownloadStatus): BoundRow {
  const last = boundRows.get(row);
  if (last && last.download === download) return last;
  const bound = { ...row, download };
  boundRows.set(row, bound);
  return bound;
}

/** "Download" / "Cancel download" / "Remove download" in a row's menu. */
function downloadMenuItems(trackId: string, track: Track | undefined, status: RowDownloadStatus, hub: DownloadsHub): MenuItem[] {
  if (!trackId || !track) return [];
  if (status === 'stored') return [{ id: 'download', label: translate('download.remove'), icon: checkIcon, onSelect: () => hub.remove(trackId) }];
  if (status === 'busy') return [{ id: 'download', label: translate('download.cancel'), icon: closeIcon, onSelect: () => hub.cancel(trackId) }];
  return [{ id: 'download', label: translate('download.download'), icon: downloadIcon, onSelect: () => hub.download(track, trackId) }];
}

/**
 * Every track list of the screens, bound to libs/ui's TrackTable: a row plays on click or with its
 * play button, the heart likes and unlikes through the favorites API, and "More options" adds to a
 * playlist and goes to the album or the artist. All are buttons: mouse, keyboard and touch.
 */
const DEFAULT_COLUMNS: ReadonlyArray<TrackColumn> = ['album'];

export function TrackTable({ label, rows, columns = DEFAULT_COLUMNS, showArtwork = false, startNumber, onPlay, extraActions }: TrackTableProps) {
  const t = useT();
  const views = useMemo(() => rows.map((row) => toTrackView(row.track)), [rows]);
  const playTracks = usePlayTracks();
  const player = usePlayerActor();
  const currentId = useCurrentTrackId();
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const { isLiked, toggle: toggleLike } = useLikes();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<TrackView | null>(null);
  const downloadsHub = useDownloadsHub();
  const online = useOnline();
  const rooms = useRoomService();
  const inRoom = useInRoom();
  const instantMix = useInstantMix();
  // The rows' props keep their identity between renders: memoized rows of a 10,000-row table skip.
  // Tracks the server cannot play at all (a format that needs ffmpeg it does not have): shown, not silent.
  const unplayable = useMemo(() => new Map(rows.flatMap(({ track }) => (track.unavailable_reason ? [[String(track.id), track.unavailable_reason] as const] : []))), [rows]);
  const rowState = useCallback(
    (row: TrackRowData): TrackRowState => {
      const downloaded = Boolean(row.id) && downloadOf(row) === 'stored';
      return { downloaded, unavailableReason: unplayable.get(row.id) ?? (online || downloaded ? null : UNAVAILABLE_OFFLINE_REASON) };
    },
    [online, unplayable],
  );
  const plain = useMemo<TrackRowData[]>(
    () =>
      views.map((view, index) => ({
        id: view.id,
        title: view.title,
        ...(view.id ? { href: `/track/${view.id}` } : {}),
        artistName: view.artistName,
        ...(hasArtistPage(view) ? { artistHref: `/artist/${view.artistId}` } : {}),
        ...(view.artists.length > 1 ? { artists: view.artists.map((a) => ({ name: a.name, href: `/artist/${a.id}` })) } : {}),
        albumTitle: view.albumTitle,
        ...(view.albumId ? { albumHref: `/album/${view.albumId}` } : {}),
        artworkUrl: view.artworkUrl,
        duration: view.duration,
        date: rows[index]?.date ?? null,
        plays: rows[index]?.plays ?? null,
        liked: isLiked(view.id),
      })),
    [views, rows, isLiked],
  );
  const data = useRowsWithDownloads(plain);
  // Offline only stored rows go into the queue, so Next skips to the next stored track.
  const playFrom = (index: number) => {
    const tracks = rows.map((row) => row.track);
    // Offline only stored rows, and never a track the server cannot play, go into the queue.
    const playable = data.flatMap((row, i) => (rowState(row).unavailableReason ? [] : [i]));
    if (playable.length === tracks.length) return playTracks(tracks, index);
    if (playable.includes(index)) playTracks(playable.map((i) => tracks[i] as Track), playable.indexOf(index));
  };

  // Clicks read the latest list and player: their identity never changes, what rows show does not depend on them.
  const onPlayTrack = useLatestCallback((_row: TrackRowData, index: number) => (onPlay ? onPlay(index) : playFrom(index)));
  const onPause = useLatestCallback(() => player.send({ type: 'playback.pause' }));
  const onToggleLike = useLatestCallback((row: TrackRowData) => {
    const track = rows[views.findIndex((view) => view.id === row.id)]?.track;
    if (row.id && track) toggleLike(row.id, track);
  });
  // Its labels are the parents' fixed texts: read at each row's render, without re-rendering every row when a parent does.
  const extraActionsOf = useLatestCallback((view: TrackView, index: number) => extraActions?.(view, index) ?? []);

  const actionsOf = useCallback(
    (row: TrackRowData, index: number): MenuItem[] => {
      const view = views[index];
      if (!view) return [];
      return [
        { id: 'add-to-playlist', label: t('menu.addToPlaylist'), icon: plusIcon, onSelect: () => setAdding(view) },
        ...(view.id && rows[index] && online ? [{ id: 'instant-mix', label: t('menu.instantMix'), icon: radioIcon, onSelect: () => void instantMix({ kind: 'song', track: (rows[index] as TrackTableRow).track }) }] : []),
        // In a room: the song goes to the room's "Up next" for every member and guest.
        ...(inRoom && rooms && view.id ? [{ id: 'add-to-room', label: t('menu.addToRoom'), icon: plusIcon, onSelect: () => rooms.actor.send({ type: 'room.command', command: { type: 'add', trackId: view.id } }) }] : []),
        ...(view.albumId ? [{ id: 'album', label: t('menu.goToAlbum'), icon: albumIcon, onSelect: () => void navigate(`/album/${view.albumId}`) }] : []),
        ...(hasArtistPage(view) ? [{ id: 'artist', label: t('menu.goToArtist'), icon: artistIcon, onSelect: () => void navigate(`/artist/${view.artistId}`) }] : []),
        ...downloadMenuItems(view.id, rows[index]?.track, downloadOf(row), downloadsHub),
        ...extraActionsOf(view, index).map((action, i) => ({ id: `extra-${i}`, label: action.label, onSelect: action.onSelect, ...(action.danger ? { danger: true } : {}) })),
      ];
    },
    [views, rows, downloadsHub, navigate, extraActionsOf, inRoom, rooms, online, instantMix, t],
  );
  const viewColumns = useMemo(() => ['index' as const, 'title' as const, ...columns.map(viewColumn), 'duration' as const], [columns]);

  return (
    <>
      <TrackTableView
        label={label}
        tracks={data}
        columns={viewColumns}
        showArtwork={showArtwork}
        dateLabel={columns.includes('downloaded') ? t('common.downloaded') : t('common.dateAdded')}
        {...(startNumber !== undefined ? { startNumber } : {})}
        currentTrackId={currentId}
        isPlaying={isPlaying}
        onPlayTrack={onPlayTrack}
        onPause={onPause}
        onToggleLike={onToggleLike}
        rowActions={actionsOf}
        rowState={rowState}
      />
      {adding && <AddToPlaylistDialog trackId={adding.id} trackTitle={adding.title} onClose={() => setAdding(null)} />}
    </>
  );
}
