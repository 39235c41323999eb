import type { QueryClient } from '@tanstack/react-query';
import type { OfflinePorts } from '@tangerine/offline-web';
import { loadPlaybackSettings, withStreamingQuality } from '@tangerine/player-web';
import type { KeyValueStorage } from '@tangerine/session';
import { api } from '../api/client';
import { downloadQueries } from '../api/download-queries';
import { whenIdle } from '../lib/first-load/use-when-idle';
import { offlineWorkerReady } from '@tangerine/offline-web/offline-worker';
import { notifyError } from '../lib/toast/notify';

/** What offline listening's browser half (`@tangerine/offline-web`) gets from this app. */
export function offlinePorts(queryClient: QueryClient, storage: KeyValueStorage): OfflinePorts {
  return {
    api,
    // Read at each download: a changed Streaming quality applies to the next one.
    downloadAddress: (url) => withStreamingQuality({ kind: 'song' }, url, loadPlaybackSettings(storage).streamingQuality),
    notifyError,
    offlineReady: () => offlineWorkerReady(),
    refreshDownloads: () => queryClient.invalidateQueries({ queryKey: downloadQueries.all() }),
    whenIdle,
  };
}
