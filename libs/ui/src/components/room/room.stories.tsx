import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { JoinRoomForm } from './join-room-form';
import { RoomControl } from './room-control';
import { RoomEndedNotice } from './room-ended-notice';
import { RoomPanel, type RoomMemberRow } from './room-panel';

const MEMBERS: RoomMemberRow[] = [
  { id: 'kitchen', name: 'Kitchen laptop', guest: false, thisDevice: false },
  { id: 'this', name: 'Chrome on Linux', guest: false, thisDevice: true },
  { id: 'phone', name: 'Safari on iOS', guest: true, thisDevice: false },
];

const meta = {
  title: 'Player/Room',
  component: RoomPanel,
  parameters: { layout: 'centered' },
  args: { state: 'member', members: MEMBERS, joinCode: null, joinLink: null, onLeave: fn(), onInvite: fn(), onDismiss: fn(), onRemoveGuest: fn() },
} satisfies Meta<typeof RoomPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Alone: nothing to leave or share. */
export const Alone: Story = {
  args: { state: 'alone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Not in a room');
    await expect(canvas.queryByRole('button', { name: 'Leave room' })).toBeNull();
  },
};

/** The device that started the room: it may invite guests and leave. */
export const Hosting: Story = {
  args: { state: 'hosting' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite guests' }));
    await expect(args.onInvite).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave room' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** Invited: the join code (6 letters or digits), the `/join/CODE` link and its QR code. */
export const HostingWithJoinCode: Story = {
  args: { state: 'hosting', joinCode: 'K7M2QX', joinLink: 'https://music.example/join/K7M2QX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Join code')).toHaveTextContent('K7M2QX');
    await expect(canvas.getByText('https://music.example/join/K7M2QX')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'QR code of https://music.example/join/K7M2QX' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The owner's device removes a guest: a "Remove" button per guest, none for the owner's own devices. */
export const HostingRemovesGuest: Story = {
  args: { state: 'hosting' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove Kitchen laptop' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Safari on iOS' }));
    await expect(args.onRemoveGuest).toHaveBeenCalledWith('phone');
  },
};

const PROPOSALS = [
  { id: 'p1', title: 'Midnight City', votes: 3, voted: true },
  { id: 'p2', title: 'Golden Hour', votes: 1, voted: false },
];

/** The owner turns voting on: guests' "Add to room" proposes; the most-voted plays next. */
export const HostingVoting: Story = {
  args: { state: 'hosting', voting: { on: false, proposals: [], onToggle: fn(), onVote: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Voting' }));
    await expect(args.voting?.onToggle).toHaveBeenCalledWith(true);
  },
};

/** A guest with voting on: the proposals, most-voted first, and a "Vote" per proposal; no switch. */
export const GuestVoting: Story = {
  args: { state: 'guest', voting: { on: true, proposals: PROPOSALS, onToggle: fn(), onVote: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('switch', { name: 'Voting' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Proposals' })).toHaveTextContent('Midnight City · 3 votes');
    await expect(canvas.getByRole('button', { name: 'Voted for Midnight City' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Vote for Golden Hour' }));
    await expect(args.voting?.onVote).toHaveBeenCalledWith('p2');
  },
};

/** Another device of the owner's code, playing in sync. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Members' })).toHaveTextContent('Chrome on Linux (this device)');
    await expect(canvas.getByRole('button', { name: 'Invite guests' })).toBeVisible();
  },
};

/** A guest: sees the members, may leave, cannot invite. */
export const Guest: Story = {
  args: { state: 'guest', joinCode: 'K7M2QX' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Invite guests' })).toBeNull();
    await expect(canvas.queryByLabelText('Join code')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove Safari on iOS' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave room' })).toBeVisible();
  },
};

/** The channel dropped: the device rejoins in sync by itself. */
export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

/** The room ended (closed, the owner's code revoked, or removed). */
export const Ended: Story = {
  args: { state: 'ended', endedText: 'The room has ended' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** A guest's room ended and took its queue (and the player bar) with it: the notice stands in the player's place until "OK". */
export const EndedWithoutPlayer: StoryObj<typeof RoomEndedNotice> = {
  render: (args) => <RoomEndedNotice {...args} />,
  args: { endedText: 'You were removed from the room', onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Room' })).toHaveTextContent('You were removed from the room');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** The `/join` page's form: a typed code is upper-cased and sent with "Join room". */
export const JoinForm: StoryObj<typeof JoinRoomForm> = {
  render: (args) => <JoinRoomForm {...args} />,
  args: { onJoin: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Room code'), 'k7m2qx');
    await userEvent.click(canvas.getByRole('button', { name: 'Join room' }));
    await expect(args.onJoin).toHaveBeenCalledWith('K7M2QX');
  },
};

/** A wrong code: the field says so. */
export const JoinFormWrongCode: StoryObj<typeof JoinRoomForm> = {
  render: (args) => <JoinRoomForm {...args} />,
  args: { onJoin: fn(), initialCode: 'ZZZZZZ', error: 'Invalid room code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid room code')).toBeVisible();
  },
};

/** The player bar's "Room" button opens the panel as a popover. */
export const RoomButton: Story = {
  render: (args) => <RoomControl {...args} />,
  args: { state: 'hosting' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Room' }));
    await expect(canvas.getByRole('dialog', { name: 'Room' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite guests' }));
    await expect(args.onInvite).toHaveBeenCalled();
  },
};
