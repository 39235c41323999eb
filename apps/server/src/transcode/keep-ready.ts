/**
 * Once the catalogue holds audio a browser cannot decode (at start, or when a scan or an import
 * announces a change), the transcoder keeps an ffmpeg ready for the default output, so the first
 * play of such a track does not wait for ffmpeg to start (on a loaded machine that start alone
 * took longer than a direct file's first bytes). A catalogue without such files starts none.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TRANSCODE } from './quality.js';
import { needsTranscode } from './transcoder.js';

export const catalogueNeedsTranscode = async (app: FastifyInstance) =>
  (await app.db.selectFrom('media_files').select('mime').distinct().where('kind', '=', 'audio').execute()).some((row) => needsTranscode(row.mime));

/** Checks now and after each catalogue change until an ffmpeg is kept ready; answers the function that stops it. */
export function keepTranscodeReadyWhenNeeded(app: Pick<FastifyInstance, 'transcoder' | 'catalogueChanges' | 'log'>, needed: () => Promise<boolean>): () => void {
  let kept = false;
  let checking = false;
  /** A change announced during a check: checked again after it. */
  let again = false;
  const check = () => {
    if (kept || !app.transcoder.ffmpeg) return;
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    needed()
      .then((yes) => {
        if (!yes || kept) return;
        kept = true;
        app.transcoder.keepReady(DEFAULT_TRANSCODE);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not check whether the catalogue needs a transcoder ready'))
      .finally(() => {
        checking = false;
        if (again) {
          again = false;
          check();
        }
      });
  };
  check();
  const stop = app.catalogueChanges.subscribe(check);
  return () => {
    kept = true;
    stop();
  };
}
