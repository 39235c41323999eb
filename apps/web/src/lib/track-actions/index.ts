export { AddToPlaylistDialog } from './add-to-playlist-dialog';
export { CreatePlaylistDialog } from './create-playlist-dialog';
export { OfflineDetail, OfflineStoredPage } from './offline-detail';
export { UNAVAILABLE_OFFLINE_TEXT, UNAVAILABLE_OFFLINE_TITLE, UnavailableOffline } from './unavailable-offline';
export { PLAYLIST_NAME_REQUIRED, PlaylistFormDialog, validatePlaylistName, type PlaylistFormValues } from './playlist-form';

export { TrackTable, UNAVAILABLE_OFFLINE_REASON, type MenuAction, type TrackColumn, type TrackTableProps, type TrackTableRow } from './track-table';
export { UNKNOWN_ARTIST, VARIOUS_ARTISTS, albumSubtitle, hasArtistPage, playlistCard, toTrackView, totalMinutes, type TrackView } from './track-view';
export { useLikedTrackIds, useToggleLike } from './use-likes';
export { usePlayTrack, usePlayTracks } from './use-play';
export { fetchMix, INSTANT_MIX, INSTANT_MIX_EMPTY, useInstantMix, type MixSeed } from './use-instant-mix';
