export { CreatePlaylistDialog } from './create-playlist-dialog';
export { OfflineStoredPage } from './offline-detail';
export { UnavailableOffline } from './unavailable-offline';
export { PlaylistFormDialog } from './playlist-form';

export { TrackTable, type TrackTableRow } from './track-table';
export { VARIOUS_ARTISTS, albumSubtitle, hasArtistPage, playlistCard, toTrackView, totalMinutes } from './track-view';
export { useLikes } from './use-likes';
export { usePlayTrack, usePlayTracks } from './use-play';
export { fetchMix, useInstantMix, type MixSeed } from './use-instant-mix';
