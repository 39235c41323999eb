// The 50-rooms bench's members in a process of their own, driven over IPC by rooms-fifty.ts:
// `{ start: { base, rooms } }` once, then `open` and `close` for each loaded round and `count` to
// read; each is answered with the members' counts when done.
import { createRoomMembers, type RoomMembers } from './room-members.js';

type Order = { start: { base: string; rooms: Record<string, string>[][] } } | 'open' | 'close' | 'count';

let members: RoomMembers | undefined;

process.on('message', (order: Order) => {
  const done = async () => {
    if (typeof order === 'object') members = createRoomMembers(order.start.base, order.start.rooms);
    else if (order === 'open') await members?.open();
    else if (order === 'close') members?.close();
    return { ...members?.counts };
  };
  done().then(
    (counts) => process.send?.({ counts }),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => {
  members?.destroy();
  process.exit(0);
});
