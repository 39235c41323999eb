import path from 'node:path';
import fp from 'fastify-plugin';
import { createTranscodeCache, type TranscodeCache } from '../transcode/transcode-cache.js';
import { createTranscoder, needsTranscode, probeFfmpeg, type Transcoder } from '../transcode/transcoder.js';
import { setTranscoderAvailable } from '../transcode/availability.js';
import { catalogueNeedsTranscode, keepTranscodeReadyWhenNeeded } from '../transcode/keep-ready.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** ffmpeg for formats a browser cannot decode; `ffmpeg` is null when the server has none. */
    transcoder: Transcoder;
    transcodeCache: TranscodeCache;
  }
}

/** Finds ffmpeg once at start; without it the server runs and says once what cannot play. */
export default fp(
  async (app) => {
    const ffmpeg = await probeFfmpeg(app.config.ffmpegPath ?? 'ffmpeg');
    app.decorate('transcoder', createTranscoder(ffmpeg));
    app.addHook('onClose', async () => app.transcoder.close());
    app.decorate('transcodeCache', createTranscodeCache(path.join(app.config.dataDir, 'cache', 'transcode'), app.config.transcodeCacheMb ?? 1024));
    setTranscoderAvailable(ffmpeg !== null);
    if (ffmpeg) {
      let stop: () => void = () => undefined;
      app.addHook('onReady', async () => void (stop = keepTranscodeReadyWhenNeeded(app, () => catalogueNeedsTranscode(app))));
      app.addHook('onClose', async () => stop());
    } else {
      const mimes = await app.db.selectFrom('media_files').select('mime').distinct().where('kind', '=', 'audio').execute();
      const unplayable = mimes.map((m) => m.mime).filter(needsTranscode);
      app.log.warn(`ffmpeg not found (${app.config.ffmpegPath ?? 'ffmpeg on PATH'}): tracks in formats browsers cannot decode (ALAC, AIFF, WMA, APE, WavPack, DSD...) show as unavailable, and waveforms are drawn only for MP3, FLAC, Ogg, M4A and WAV files (decoded in this process)${unplayable.length ? `; in the catalogue now: ${unplayable.join(', ')}` : ''}. Install Debian's ffmpeg package or set TANGERINE_FFMPEG.`);
    }
  },
  { name: 'transcoding', dependencies: ['database', 'change-feed'] },
);
