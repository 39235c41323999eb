import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { selectCurrentTrack } from '@tangerine/player-machine';
import { trackToPlayerItem, usePlayerSelector } from '@tangerine/player-web';
import type { RoomView } from '@tangerine/rooms-machine';
import { Button, Page, PageTitle, QueueRow, QueueSection, useT } from '@tangerine/ui';
import { roomQueueQueries, type RoomQueueSpan } from '../../api/room-queue-queries';
import { queueRowOf } from './queue-sections';

/** Whether the Queue screen must page the room's queue: the room carries only a page of a long one. */
export const roomQueueIsPaged = (room: RoomView): boolean => room.queueOffset > 0 || room.queue.length < room.queueLength;

/** One stretch of the room's queue under its heading, read page by page ("Load more"). */
function PagedSection({ title, span }: { title: string; span: RoomQueueSpan }) {
  const t = useT();
  const pages = useInfiniteQuery({ ...roomQueueQueries.span(span), placeholderData: keepPreviousData });
  const rows = (pages.data?.pages ?? []).flatMap((page) => {
    const byId = new Map(page.tracks.flatMap((track) => trackToPlayerItem(track) ?? []).map((item) => [item.id, item]));
    // A track gone from the catalogue has no row.
    return page.track_ids.flatMap((id, i) => {
      const item = byId.get(id);
      return item ? [<QueueRow key={`${page.offset + i}:${id}`} {...queueRowOf(item)} />] : [];
    });
  });
  return (
    <>
      <QueueSection title={title}>{rows}</QueueSection>
      {pages.hasNextPage ? (
        <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? t('queue.loadingMore') : t('queue.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The Queue screen of a room whose queue is longer than the page the room carries (up to 10,000
 * tracks): "Up Next" and "Previously Played" page through the room's queue. The room's commands
 * change it, so its rows show their tracks and do not jump.
 */
export function RoomQueue({ room }: { room: RoomView }) {
  const t = useT();
  const current = usePlayerSelector(selectCurrentTrack);
  const at = room.queueOffset + room.currentIndex;
  const span = (from: number, to: number): RoomQueueSpan => ({ roomId: room.roomId, version: room.version, from, to });
  const upNext = Math.max(0, room.queueLength - at - 1);
  return (
    <Page>
      <PageTitle>{t('queue.title')}</PageTitle>
      <QueueSection title={t('queue.nowPlaying')}>{current ? <QueueRow {...queueRowOf(current)} current /> : null}</QueueSection>
      <PagedSection title={t('queue.upNext', { count: upNext })} span={span(at + 1, room.queueLength)} />
      {at > 0 ? <PagedSection title={t('queue.previous', { count: at })} span={span(0, at)} /> : null}
    </Page>
  );
}
