import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, notFound } from '../http-error.js';
import { hijackedHeaders } from '../plugins/hardening.js';
import { PlayQueueError } from '../repositories/play-queue.js';
import { queueRefusal } from './play-queue-handlers.js';
import { parseId } from '../repositories/page.js';
import { ONLINE_WINDOW_MS } from '../connect/hub.js';
import { channelOnline } from '../connect/presence.js';
import { DEVICE_NAME_MAX } from '../connect/device-name.js';
import { codeDeviceNames } from '../connect/code-device-names.js';
import type { ConnectPlayerState, DeviceCommand } from '../connect/bus.js';
import type { Account } from '../auth/activation.js';
import type { HandlerFactory } from './operation.js';
import { accountOf } from './operation.js';

const DEVICE_NOT_FOUND = 'Device not found';

function parseState(raw: string | null): ConnectPlayerState | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ConnectPlayerState;
  } catch {
    return null;
  }
}

/** A device of the caller's code that holds a channel now; another code's device is simply not found. */
export async function onlineTarget(app: FastifyInstance, account: Account, deviceId: string) {
  const row = await app.db.selectFrom('devices').select(['id', 'device_id', 'channel_at']).where('code_id', '=', account.codeId).where('device_id', '=', deviceId).executeTakeFirst();
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  if (!channelOnline(row.channel_at)) throw new HttpError(409, 'This device is not online', 'device_offline');
  return { rowId: Number(row.id), deviceId: row.device_id };
}

/** What each command needs besides its type; a missing field is a 400, not a silent no-op. */
const NEEDS: Partial<Record<DeviceCommand['type'], (keyof DeviceCommand)[]>> = {
  seek: ['position_ms'],
  volume: ['volume'],
  shuffle: ['shuffle'],
  repeat: ['repeat'],
  queue: ['track_ids', 'current_index', 'queue_version'],
  transfer: ['to_device_id'],
};

/** A remote's queue edit is saved first (compare-and-set on the version), then announced. */
async function saveQueueEdit(app: FastifyInstance, account: Account, command: DeviceCommand): Promise<number> {
  const trackIds = (command.track_ids ?? []).map((raw) => parseId(raw));
  if (trackIds.some((id) => id === null)) throw notFound('Track not found');
  const current = await app.playQueues.get(account.codeId);
  try {
    const saved = await app.playQueues.save(
      account.codeId,
      { trackIds: trackIds as number[], currentIndex: trackIds.length ? (command.current_index ?? 0) : 0, positionMs: 0, shuffle: current?.shuffle ?? false, repeat: current?.repeat ?? 'off', device: current?.device ?? account.deviceId },
      command.queue_version,
    );
    return saved?.version ?? 0;
  } catch (error) {
    throw error instanceof PlayQueueError ? queueRefusal(error) : error;
  }
}

/** Connect: presence, player states and commands between the devices of one code. */
export const connectHandlers: HandlerFactory<'openConnectChannel' | 'listConnectDevices' | 'reportPlayerState' | 'sendDeviceCommand' | 'renameDevice'> = (app) => ({
  async openConnectChannel(request, reply) {
    const account = accountOf(request);
    reply.hijack();
    reply.raw.writeHead(200, hijackedHeaders(reply, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' }));
    await app.connect.open(account, reply.raw);
  },

  async listConnectDevices(request) {
    const account = accountOf(request);
    const since = new Date(Date.now() - ONLINE_WINDOW_MS).toISOString();
    const rows = await app.db
      .selectFrom('devices')
      .select(['id', 'device_id', 'device_info', 'player_state'])
      .where('code_id', '=', account.codeId)
      .where((eb) => eb.or([eb('channel_at', '>', since), eb('id', '=', account.deviceRowId)]))
      .execute();
    const names = await codeDeviceNames(app.db, account.codeId);
    const devices = rows
      .map((row) => ({ device_id: row.device_id, name: names.get(row.device_id) ?? row.device_id, this_device: Number(row.id) === account.deviceRowId, state: parseState(row.player_state) }))
      .sort((a, b) => Number(b.this_device) - Number(a.this_device) || a.name.localeCompare(b.name) || a.device_id.localeCompare(b.device_id));
    return { devices };
  },

  async reportPlayerState(request, reply) {
    const account = accountOf(request);
    const state = request.body.state ?? null;
    if (state && parseId(state.track_id) === null) throw badRequest('track_id is not a track id');
    await app.db.updateTable('devices').set({ player_state: state ? JSON.stringify(state) : null }).where('id', '=', account.deviceRowId).execute();
    await app.connect.publish({ kind: 'state', codeId: account.codeId, deviceId: account.deviceId, state });
    return reply.code(204).send();
  },

  async sendDeviceCommand(request, reply) {
    const account = accountOf(request);
    const command = request.body;
    const missing = (NEEDS[command.type] ?? []).filter((field) => command[field] === undefined);
    if (missing.length) throw badRequest(`A ${command.type} command needs ${missing.join(', ')}`);
    const target = await onlineTarget(app, account, request.params.deviceId);
    if (command.type === 'transfer') await onlineTarget(app, account, command.to_device_id as string);
    const queueVersion = command.type === 'queue' ? await saveQueueEdit(app, account, command) : undefined;
    await app.connect.publish({ kind: 'command', codeId: account.codeId, to: target.rowId, fromDeviceId: account.deviceId, command, ...(queueVersion !== undefined ? { queueVersion } : {}) });
    return reply.code(202).send({ device_id: target.deviceId, type: command.type, ...(queueVersion !== undefined ? { queue_version: queueVersion } : {}) });
  },

  async renameDevice(request) {
    const account = accountOf(request);
    const name = request.body.name.trim();
    if (name.length > DEVICE_NAME_MAX) throw badRequest(`A device name has at most ${DEVICE_NAME_MAX} characters`);
    const row = await app.db.selectFrom('devices').select(['id', 'device_id', 'player_state']).where('code_id', '=', account.codeId).where('device_id', '=', request.params.deviceId).executeTakeFirst();
    if (!row) throw notFound(DEVICE_NOT_FOUND);
    await app.db.updateTable('devices').set({ name: name || null }).where('id', '=', row.id).execute();
    await app.connect.publish({ kind: 'presence', codeId: account.codeId });
    const names = await codeDeviceNames(app.db, account.codeId);
    return { device_id: row.device_id, name: names.get(row.device_id) ?? row.device_id, this_device: Number(row.id) === account.deviceRowId, state: parseState(row.player_state) };
  },
});
