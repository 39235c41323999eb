import { useRemoteQueue as useTargetQueue, type RemoteQueue } from '@tangerine/connect-web/use-remote-queue';
import { trackToPlayerItem } from '@tangerine/player-web';
import { playQueueQueries } from '../../api/play-queue-queries';

const ports = { queries: playQueueQueries, toPlayerTrack: trackToPlayerItem };

/** Connect's remote queue, read through the app's saved-queue query. */
export const useRemoteQueue = (): RemoteQueue | null => useTargetQueue(ports);
