import { infiniteQueryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tangerine/api';
import { api } from './client';

export type RoomQueuePage = components['schemas']['RoomQueuePage'];

/** Tracks per page of a room's queue (the contract allows up to 500). */
export const ROOM_QUEUE_PAGE_SIZE = 100;

/** A stretch of the room's queue, by place in the whole queue: `from` up to (not including) `to`. */
export interface RoomQueueSpan {
  roomId: string;
  /** The room's version: any change of the room reads the stretch again. */
  version: number;
  from: number;
  to: number;
}

/** The room's queue (up to 10,000 tracks), page by page, for the Queue screen of a member or guest. */
export const roomQueueQueries = {
  all: () => ['room-queue'] as const,
  span: ({ roomId, version, from, to }: RoomQueueSpan) =>
    infiniteQueryOptions({
      queryKey: [...roomQueueQueries.all(), roomId, version, from, to] as const,
      initialPageParam: from,
      queryFn: async ({ pageParam, signal }): Promise<RoomQueuePage> => {
        const query = { offset: pageParam, limit: Math.max(1, Math.min(ROOM_QUEUE_PAGE_SIZE, to - pageParam)) };
        const page = unwrap(await api().http.GET('/api/v1/rooms/current/queue', { params: { query }, signal }));
        if (!page) throw new Error('The room queue answered without a body');
        return page;
      },
      getNextPageParam: (last) => {
        const next = last.offset + last.track_ids.length;
        return last.track_ids.length > 0 && next < Math.min(to, last.total) ? next : undefined;
      },
      enabled: to > from,
    }),
};
