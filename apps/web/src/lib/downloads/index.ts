export { DOWNLOADS_CACHE, storedArtworkKey, storedAudioKey, createDeviceStore, type CacheStorageLike, type DeviceStore, type StoredTrack } from './device-store';
export { DownloadsHub, DOWNLOADS_UNAVAILABLE_MESSAGE, type DownloadsHubPorts } from './downloads-hub';
export { DownloadsProvider, useDownloadStatuses, useDownloadView, useDownloads, useDownloadsHub } from './downloads-context';
export { NO_DOWNLOAD, type DownloadStatuses, type DownloadView, type DownloadViewStatus, type DownloadsSnapshot } from './download-view';
export { ListDownloadControl } from './list-download-control';
export { TrackDownloadControl, useTrackDownload, type TrackDownloadProps } from './track-download-control';
export { useOnline } from './use-online';
export { isPlaylistList, listHref, storedAlbumCard, storedLibrary, useStoredLibrary, type StoredLibrary } from './stored-library';
