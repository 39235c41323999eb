/** /api/v1/admin: thin HTTP front end over the admin services the CLI calls too (src/admin). */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { AdminInputError } from '../admin/admin-error.js';
import { listAudit } from '../admin/audit-log.js';
import { activitySummary } from '../admin/activity-summary.js';
import { extendCode, issueAdminCodes, revokeCodeById, revokeDevice, searchCodes } from '../admin/codes-admin.js';
import { addStation, editStation, listStations, removeStation, type StationFields } from '../admin/radio-admin.js';
import { listPodcasts, refreshPodcast, subscribePodcast } from '../admin/podcast-admin.js';
import { listDevices } from '../auth/code-service.js';
import type { components } from '../contract.js';
import { codeJson, deviceJson, podcastReportJson, stationJson } from './admin-serializers.js';
import { idOrNotFound, type HandlerFactory } from './operation.js';

const CONFLICT_CODES = { 400: 'bad_request', 404: 'not_found', 409: 'conflict' } as const;

/** The console's forms name their checkbox where the CLI would name its --allow-private flag. */
const CONSOLE_PRIVATE_HINT = 'Tick "on my own network" to allow an address on your own network.';

/** Runs an admin service; its input errors become the contract's 400/404/409 answers. */
export async function service<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AdminInputError) throw new HttpError(error.status, error.message, CONFLICT_CODES[error.status]);
    throw error;
  }
}

export const actorOf = (request: FastifyRequest) => request.adminActor ?? `console (${request.ip})`;

function stationFields(body: components['schemas']['AdminStationPatch']): StationFields {
  return { name: body.name, streamUrl: body.stream_url, description: body.description, country: body.country, language: body.language, genres: body.genres, website: body.website };
}

export type AdminOperation =
  | 'getAdminSession'
  | 'listAdminCodes'
  | 'issueAdminCodes'
  | 'extendAdminCode'
  | 'revokeAdminCode'
  | 'listAdminDevices'
  | 'revokeAdminDevice'
  | 'getAdminActivity'
  | 'listAdminAudit'
  | 'listAdminStations'
  | 'addAdminStation'
  | 'editAdminStation'
  | 'removeAdminStation'
  | 'listAdminPodcasts'
  | 'subscribeAdminPodcast'
  | 'refreshAdminPodcast';

export const adminHandlers: HandlerFactory<AdminOperation> = (app) => ({
  async getAdminSession() {
    const row = await app.db.selectFrom('admin_keys').select('created_at').executeTakeFirstOrThrow();
    return { signed_in: true as const, key_created_at: row.created_at };
  },

  async listAdminCodes(request) {
    return { codes: (await searchCodes(app.db, { query: request.query.q, status: request.query.status })).map(codeJson) };
  },

  async issueAdminCodes(request, reply) {
    // The CLI defaults to 30 days; over HTTP the validity is always said, so a stray body issues nothing.
    if (request.body.days === undefined && request.body.expires === undefined) throw new HttpError(400, 'Give the days or an expiry date', 'bad_request');
    const issued = await service(() => issueAdminCodes(app.db, actorOf(request), request.body));
    return reply.code(201).send({ codes: issued.map((c) => ({ id: String(c.id), code: c.code, plan: c.plan, expires_at: c.expiresAt, device_limit: c.deviceLimit, note: c.note })) });
  },

  async extendAdminCode(request) {
    const id = idOrNotFound(request.params.id, 'Activation code not found');
    return codeJson(await service(() => extendCode(app.db, actorOf(request), id, request.body)));
  },

  async revokeAdminCode(request) {
    const id = idOrNotFound(request.params.id, 'Activation code not found');
    const code = codeJson(await service(() => revokeCodeById(app.db, actorOf(request), id)));
    // Its devices' event channels end now (on PostgreSQL a trigger tells the other processes too).
    await app.connect.publish({ kind: 'revoked', codeId: id });
    return code;
  },

  async listAdminDevices() {
    return { devices: (await listDevices(app.db)).map(deviceJson) };
  },

  async revokeAdminDevice(request, reply) {
    const id = idOrNotFound(request.params.id, 'Device not found');
    await service(() => revokeDevice(app.db, actorOf(request), id));
    await app.connect.publish({ kind: 'revoked', deviceRowId: id });
    return reply.code(204).send();
  },

  async getAdminActivity(request) {
    const summary = await activitySummary(app.db, request.query.days ?? 14);
    return {
      days: summary.days,
      plays_per_day: summary.playsPerDay,
      top_tracks: summary.topTracks.map((t) => ({ ...t, id: String(t.id) })),
      top_artists: summary.topArtists.map((a) => ({ ...a, id: String(a.id) })),
      active_devices: summary.activeDevices,
      playing_devices: summary.playingDevices,
    };
  },

  async listAdminAudit(request) {
    const entries = await listAudit(app.db, { limit: request.query.limit ?? 100, ...(request.query.before ? { before: request.query.before } : {}) });
    return { entries: entries.map((e) => ({ ...e, id: String(e.id) })) };
  },

  async listAdminStations() {
    return { stations: (await listStations(app.db)).map(stationJson) };
  },

  async addAdminStation(request, reply) {
    const station = await service(() => addStation(app.db, actorOf(request), stationFields(request.body), { allowPrivate: request.body.allow_private, privateHint: CONSOLE_PRIVATE_HINT }));
    app.catalogueChanges.announce();
    return reply.code(201).send(stationJson(station));
  },

  async editAdminStation(request) {
    const id = idOrNotFound(request.params.id, 'Radio station not found');
    const station = await service(() => editStation(app.db, actorOf(request), id, stationFields(request.body), { allowPrivate: request.body.allow_private, privateHint: CONSOLE_PRIVATE_HINT }));
    app.catalogueChanges.announce();
    return stationJson(station);
  },

  async removeAdminStation(request, reply) {
    const id = idOrNotFound(request.params.id, 'Radio station not found');
    await service(() => removeStation(app.db, actorOf(request), id));
    app.catalogueChanges.announce();
    return reply.code(204).send();
  },

  async listAdminPodcasts() {
    return { podcasts: (await listPodcasts(app.db)).map((p) => ({ id: String(p.id), title: p.title, author: p.author, feed_url: p.feedUrl, episodes: p.episodes })) };
  },

  async subscribeAdminPodcast(request, reply) {
    const result = await service(() => subscribePodcast(app.db, app.mediaStore, actorOf(request), request.body.feed_url, { allowPrivate: request.body.allow_private ?? false, privateHint: CONSOLE_PRIVATE_HINT }));
    return reply.code(201).send(podcastReportJson(result));
  },

  async refreshAdminPodcast(request) {
    const id = idOrNotFound(request.params.id, 'Podcast not found');
    const allowPrivate = (request.body as { allow_private?: boolean } | undefined)?.allow_private ?? false;
    return podcastReportJson(await service(() => refreshPodcast(app.db, app.mediaStore, actorOf(request), id, { allowPrivate })));
  },
});
