import { offlineReason } from '@tangerine/offline-machine';
import { selectCurrentTrack } from '@tangerine/player-machine';
import { EmptyState, LoadingState, Page, PageTitle, queueIcon, RemoteQueueNotice, useT } from '@tangerine/ui';
import { useIsRemote } from '@tangerine/connect-web';
import { useRemoteQueue } from './use-remote-queue';
import { useDownloads, useOnline } from '@tangerine/offline-web';
import { usePlayerActor, usePlayerSelector } from '@tangerine/player-web';
import { QueueSections } from './queue-sections';
import { useRoomSnapshot } from '@tangerine/rooms-web';
import { RoomQueue, roomQueueIsPaged } from './room-queue';

// Under the page's one heading, as with a queue: a page without a level-one heading fails axe's page-has-heading-one.
function EmptyQueue() {
  const t = useT();
  return (
    <Page>
      <PageTitle>{t('queue.title')}</PageTitle>
      <EmptyState icon={queueIcon} title={t('queue.emptyTitle')} text={t('queue.emptyText')} />
    </Page>
  );
}

/** A remote's Queue: the queue of the device it controls; a row played or removed acts there. */
function RemoteQueue() {
  const t = useT();
  const remote = useRemoteQueue();
  if (!remote) return <LoadingState text={t('queue.loading')} />;
  if (!remote.tracks.length) return <EmptyQueue />;
  return (
    <Page>
      <PageTitle>{t('queue.title')}</PageTitle>
      <RemoteQueueNotice deviceName={remote.deviceName} changed={remote.changedElsewhere} onDismiss={remote.dismissNotice} />
      <QueueSections queue={remote.tracks} currentIndex={remote.currentIndex} onPlay={remote.play} onRemove={remote.remove} />
    </Page>
  );
}

/** product §2 Queue, of this device's player, of the device it controls while it is a remote, or of its room. */
export function Component() {
  const t = useT();
  const actor = usePlayerActor();
  const hasTrack = usePlayerSelector((s) => selectCurrentTrack(s) !== null);
  const queue = usePlayerSelector((s) => s.context.queue);
  const currentIndex = usePlayerSelector((s) => s.context.currentIndex);
  const isRemote = useIsRemote();
  const online = useOnline();
  const { views } = useDownloads();
  const isStored = (trackId: string) => views.get(trackId)?.status === 'stored';
  const roomSnapshot = useRoomSnapshot();
  const room = roomSnapshot?.hasTag('inRoom') ? roomSnapshot.context.room : null;

  if (isRemote) return <RemoteQueue />;
  // A room's queue longer than the page the room carries (which the player holds) is paged from the room.
  if (room && hasTrack && roomQueueIsPaged(room)) return <RoomQueue room={room} />;
  if (!hasTrack) return <EmptyQueue />;
  return (
    <Page>
      <PageTitle>{t('queue.title')}</PageTitle>
      <QueueSections
        queue={queue}
        currentIndex={currentIndex}
        onPlay={(index) => actor.send({ type: 'queue.jump', index })}
        onRemove={(index) => actor.send({ type: 'queue.remove', index })}
        unavailableReason={(index) => {
          const track = queue[index];
          return track ? offlineReason(track, online, isStored) : null;
        }}
      />
    </Page>
  );
}
