/**
 * The page asks the offline worker to keep the catalogues of the language shown (it precaches none:
 * a page opened offline renders in the listener's language, not in all seven). The worker answers on
 * the message's port once they are stored ({ kept }) or could not be ({ error }).
 */
export const KEEP_LOCALE = 'KEEP_LOCALE';

export interface KeepLocaleMessage {
  type: typeof KEEP_LOCALE;
  locale: string;
}

export type KeepLocaleAnswer = { kept: number } | { error: string };

/** A worker of an earlier version does not answer (it precached every locale): the page goes on after this. */
const NO_ANSWER_MS = 5_000;

/** Asks `worker` to keep `locale`'s catalogues; resolves once they are stored. */
export function keepLocale(worker: Pick<ServiceWorker, 'postMessage'> | null, locale: string): Promise<void> {
  if (!worker) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, NO_ANSWER_MS);
    channel.port1.onmessage = ({ data }: MessageEvent<KeepLocaleAnswer>) => {
      done();
      if ('error' in data) reject(new Error(`The offline worker could not keep the ${locale} catalogues: ${data.error}`));
      else resolve();
    };
    const message: KeepLocaleMessage = { type: KEEP_LOCALE, locale };
    worker.postMessage(message, [channel.port2]);
  });
}
