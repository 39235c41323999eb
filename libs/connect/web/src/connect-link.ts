import type { ConnectCalls } from './connect-calls';
import { leadership, openChannel, type ChannelHandlers } from './channel';

/** Where the channel stands, told again to handlers that attach later. */
type LinkStatus = 'connecting' | 'open' | 'lost' | 'revoked';

/**
 * This tab's device channel and its leadership among the browser's tabs, without the remote-control
 * machine: the channel opens with the shell (other devices list this one and may send it commands)
 * and its handlers can change, from Connect's light start to the machine's service once that loads.
 */
export interface ConnectLink {
  readonly leading: boolean;
  /** Handlers from now on; one that comes late hears at once that the channel is open, lost or revoked. */
  attach(handlers: ChannelHandlers): void;
  /** Gives an event that arrived earlier to the handlers attached now. */
  dispatch(event: string, data: Record<string, unknown>): void;
  /** Opens the channel again. */
  reconnect(): void;
  /** This tab plays: take the channel over if another tab has it. */
  take(): void;
  dispose(): void;
}

/** Hears the channel next to its handlers, whichever are attached (rooms: `room` and `clock` events). */
export type ChannelObserver = Pick<ChannelHandlers, 'onOpen' | 'onEvent' | 'onClose'>;

export function connectLink(calls: Pick<ConnectCalls, 'openChannel'>, observer?: ChannelObserver): ConnectLink {
  let handlers: ChannelHandlers | null = null;
  let status: LinkStatus = 'connecting';
  let channel: { close(): void } | null = null;
  /** Another tab holds the channel now: closed without a report, opened again when this tab leads. */
  const standDown = () => {
    channel?.close();
    channel = null;
    status = 'connecting';
  };
  const connect = () => {
    channel?.close();
    status = 'connecting';
    channel = openChannel(calls, {
      onOpen: () => {
        status = 'open';
        handlers?.onOpen();
        observer?.onOpen();
      },
      onEvent: (event, data) => {
        handlers?.onEvent(event, data);
        observer?.onEvent(event, data);
      },
      onClose: (revoked) => {
        status = revoked ? 'revoked' : 'lost';
        handlers?.onClose(revoked);
        observer?.onClose(revoked);
      },
      // Opening it again would end the other tab's channel, which would open it again...
      onReplaced: standDown,
    });
  };
  // Another tab started playing and holds the channel now.
  const lead = leadership(connect, standDown);
  return {
    get leading() {
      return lead.leading;
    },
    attach(next) {
      handlers = next;
      if (status === 'open') next.onOpen();
      else if (status !== 'connecting') next.onClose(status === 'revoked');
    },
    dispatch: (event, data) => handlers?.onEvent(event, data),
    reconnect: connect,
    take: () => lead.take(),
    dispose() {
      handlers = null;
      channel?.close();
      lead.dispose();
    },
  };
}
