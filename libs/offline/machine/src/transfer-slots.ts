/**
 * The network slots of a device's downloads: at most `limit` transfers receive bytes at once, the
 * others wait in the order they asked. A slot is freed by its holder once its bytes are all in (writing
 * them to the device does not hold the network), or once it ends; a request not yet started is withdrawn.
 */
export interface TransferSlots {
  /**
   * Asks for a slot: `start` runs as soon as one is free (at once, when one is). Answers `release`:
   * it frees the slot, or withdraws the request while it waits. A second call does nothing.
   */
  take(start: () => void): () => void;
  /** How many hold a slot, and how many wait for one. */
  readonly running: number;
  readonly waiting: number;
}

type Ticket = { start: () => void; state: 'waiting' | 'running' | 'released' };

export function createTransferSlots(limit: number): TransferSlots {
  const capacity = Math.max(1, Math.floor(limit));
  const queue: Ticket[] = [];
  let running = 0;

  const startWaiting = () => {
    while (running < capacity && queue.length > 0) {
      const ticket = queue.shift() as Ticket;
      ticket.state = 'running';
      running += 1;
      ticket.start();
    }
  };

  return {
    take(start) {
      const ticket: Ticket = { start, state: 'waiting' };
      queue.push(ticket);
      startWaiting();
      return () => {
        if (ticket.state === 'waiting') queue.splice(queue.indexOf(ticket), 1);
        else if (ticket.state === 'running') {
          running -= 1;
          ticket.state = 'released';
          startWaiting();
        }
        ticket.state = 'released';
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
