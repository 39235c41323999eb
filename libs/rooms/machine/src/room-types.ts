import type { RoomPlayback } from './playback-schedule.js';

/** What this device is in its room: the device that started it, another device of the owner's code, or a device of another code. */
export type RoomRole = 'host' | 'member' | 'guest';

export interface RoomMember {
  deviceId: string;
  name: string;
  guest: boolean;
}

/** A room as the server reports it to one of its devices. */
export interface RoomView {
  roomId: string;
  hostDeviceId: string;
  members: RoomMember[];
  /** The page of the room's queue this device follows: the current track, a few before it, "Up next" after it; `currentIndex` is the place in it. */
  queue: string[];
  currentIndex: number;
  /** Where `queue` starts in the whole queue, and the whole queue's length (up to 10,000): a Queue screen pages the rest. */
  queueOffset: number;
  queueLength: number;
  /** The room's version: it grows with every change. */
  version: number;
  playback: RoomPlayback;
  /** The guests' join code while the room lives; null until the owner asks for one (never shown to guests). */
  joinCode: string | null;
  /** Whether guests' adds are proposals the members vote on (the owner turns it on). */
  voting: boolean;
  /** Waiting proposals, most-voted first; the first plays next. */
  proposals: RoomProposal[];
}

/** A track a guest proposed while voting is on. */
export interface RoomProposal {
  id: string;
  trackId: string;
  votes: number;
  /** Whether this device voted for it. */
  voted: boolean;
}

/** Why a room ended for this device. */
export type RoomEndReason = 'closed' | 'revoked' | 'removed';
/** Why joining a room failed. */
export type RoomJoinFailure = 'wrong_code' | 'rate_limited' | 'offline' | 'not_found';

/** A change any member or guest asks of the room. */
export type RoomCommand =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; positionMs: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'add'; trackId: string }
  | { type: 'vote'; proposalId: string }
  | { type: 'voting'; on: boolean };

export type RoomEvent =
  | { type: 'room.playInSync'; deviceId: string }
  | { type: 'room.join'; code: string }
  | { type: 'room.joined'; room: RoomView; role: RoomRole }
  | { type: 'room.failed'; reason: RoomJoinFailure }
  | { type: 'room.updated'; room: RoomView }
  | { type: 'room.ended'; reason: RoomEndReason }
  | { type: 'room.leave' }
  | { type: 'room.invite' }
  /** The owner's device removes a guest (by its device id). */
  | { type: 'room.removeGuest'; deviceId: string }
  | { type: 'room.command'; command: RoomCommand }
  | { type: 'room.dismiss' }
  | { type: 'channel.lost' }
  | { type: 'channel.opened' }
  | { type: 'channel.revoked' };

/** Timers the machine raises to itself. */
export type RoomTimerEvent = { type: 'timer.reconnect' };

export interface RoomInput {
  thisDeviceId: string;
}

export interface RoomContext {
  thisDeviceId: string;
  role: RoomRole | null;
  room: RoomView | null;
  endReason: RoomEndReason | null;
  joinFailure: RoomJoinFailure | null;
  /** Reconnection attempts since the channel was lost. */
  attempts: number;
}

/** The states the UI shows, as tags. */
export type RoomTag = 'alone' | 'joining' | 'inRoom' | 'hosting' | 'member' | 'guest' | 'reconnecting' | 'ended';
