import { createAppPassword, listAppPasswords, revokeAppPassword, revokeAppPasswordsCreatedBy } from '../auth/app-passwords.js';
import { HttpError } from '../http-error.js';
import type { HandlerFactory } from './operation.js';
import { accountOf, listenerActor } from './operation.js';

/** The account's app passwords for Subsonic apps: made from the profile dialog, one device each. */
export const appPasswordHandlers: HandlerFactory<'listAppPasswords' | 'createAppPassword' | 'revokeAppPassword' | 'revokeAppPasswordsOfThisDevice'> = (app) => ({
  async listAppPasswords(request) {
    const account = accountOf(request);
    const rows = await listAppPasswords(app.db, account.codeId);
    return { app_passwords: rows.map((r) => ({ username: r.username, name: r.name, created_at: r.createdAt, last_seen_at: r.lastSeenAt, from_this_device: r.createdBy === account.deviceId })) };
  },

  async createAppPassword(request, reply) {
    const account = accountOf(request);
    const created = await createAppPassword(app.db, app.dialect, app.signingSecret, { codeId: account.codeId, name: request.body.name, createdBy: account.deviceId, actor: listenerActor(request) });
    return reply.code(201).send({ username: created.username, password: created.password, name: created.name, created_at: created.createdAt });
  },

  async revokeAppPassword(request, reply) {
    if (!(await revokeAppPassword(app.db, request.params.username, accountOf(request).codeId, listenerActor(request)))) throw new HttpError(404, 'App password not found', 'not_found');
    return reply.code(204).send();
  },

  async revokeAppPasswordsOfThisDevice(request) {
    const account = accountOf(request);
    return { revoked: await revokeAppPasswordsCreatedBy(app.db, account.codeId, account.deviceId, listenerActor(request)) };
  },
});
