import type { HandlerFactory } from './operation.js';
import { accountOf } from './operation.js';

/** History and "Your year": one account's plays, never cached across accounts. */
export const historyHandlers: HandlerFactory<'getListeningHistory' | 'getYearInListening'> = (app) => ({
  async getListeningHistory(request) {
    return app.history.page(accountOf(request).codeId, request.query.before, request.query.limit ?? 100);
  },
  async getYearInListening(request) {
    return app.history.year(accountOf(request).codeId, request.query.year ?? new Date().getUTCFullYear());
  },
});
