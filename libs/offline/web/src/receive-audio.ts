import type { WrittenAudio } from './device-store';
import type { ReceiveAudio } from './track-transfer';
import { cancelledError, TransferFailure } from './transfer-failure';

/** A receiving of one kind: the whole audio as a Blob, or written as it arrived. */
type ReceiveAudioAs<T extends Blob | WrittenAudio> = (...args: Parameters<ReceiveAudio>) => Promise<T>;

const failedAnswer = (status: number) => new TransferFailure('server', `The download failed (${status})`);
const cutShort = (received: number, total: number) => new TypeError(`The audio ended at ${received} of ${total} bytes`);

/** The size the headers announce; an encoded body's Content-Length counts encoded bytes, so none. */
function announcedSize(header: (name: string) => string | null): number | null {
  if ((header('Content-Encoding') ?? 'identity') !== 'identity') return null;
  return Number(header('Content-Length')) || null;
}

/** The part of `XMLHttpRequest` the receiving uses (a fake in tests). */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'getResponseHeader' | 'readyState' | 'status' | 'response' | 'responseType' | 'onreadystatechange' | 'onprogress' | 'onload' | 'onerror' | 'onabort'
>;

/**
 * The browser's way: XMLHttpRequest with a Blob answer. The browser gathers the body itself and tells
 * progress at most every 50 ms, so a list of tracks costs no script per network chunk.
 */
export function receiveWithXhr(createXhr: () => XhrLike): ReceiveAudioAs<Blob> {
  return (url, { signal, admit, onProgress }) =>
    new Promise<Blob>((resolve, reject) => {
      if (signal.aborted) return reject(cancelledError());
      const xhr = createXhr();
      let total: number | null = null;
      /** The quota's answer, asked once with the headers. */
      let admitted: Promise<boolean> | null = null;
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        xhr.abort();
        reject(error);
      };
      xhr.open('GET', url);
      xhr.responseType = 'blob';
      xhr.onreadystatechange = () => {
        if (xhr.readyState !== 2) return; // HEADERS_RECEIVED
        if (xhr.status < 200 || xhr.status > 299) return fail(failedAnswer(xhr.status));
        total = announcedSize((name) => xhr.getResponseHeader(name));
        admitted = admit(total);
        admitted.then((fits) => {
          if (!fits) fail(new TransferFailure('quota'));
        }, fail);
      };
      xhr.onprogress = (event) => onProgress(event.loaded, total);
      xhr.onload = () => {
        const blob = xhr.response as Blob | null;
        if (xhr.status < 200 || xhr.status > 299 || !blob) return fail(failedAnswer(xhr.status));
        if (total !== null && blob.size !== total) return fail(cutShort(blob.size, total));
        // The quota answer may still be on its way: the body is kept only if it fits.
        (admitted ?? (admitted = admit(total))).then((fits) => {
          if (!fits) return fail(new TransferFailure('quota'));
          if (settled) return;
          settled = true;
          resolve(blob);
        }, fail);
      };
      xhr.onerror = () => fail(new TypeError('Failed to fetch'));
      xhr.onabort = () => fail(cancelledError());
      signal.addEventListener('abort', () => fail(cancelledError()), { once: true });
      xhr.send();
    });
}

/** The answer's body and announced size, once the store has admitted that size (else the body is dropped). */
async function openAdmitted(fetch: typeof globalThis.fetch, url: string, signal: AbortSignal, admit: Parameters<ReceiveAudio>[1]['admit']) {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw failedAnswer(response.status);
  const body = response.body;
  const total = announcedSize((name) => response.headers.get(name));
  if (!(await admit(total))) {
    void body.cancel().catch(() => undefined);
    throw new TransferFailure('quota');
  }
  return { response, body, total };
}

/** Tests and browsers without XMLHttpRequest: the body read chunk by chunk, each one counted. */
export function receiveWithFetch(fetch: typeof globalThis.fetch): ReceiveAudioAs<Blob> {
  return async (url, { signal, admit, onProgress }) => {
    const { response, body, total } = await openAdmitted(fetch, url, signal, admit);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks.push(chunk.value);
      received += chunk.value.byteLength;
      onProgress(received, total);
    }
    if (total !== null && received !== total) throw cutShort(received, total);
    return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') || 'audio/mpeg' });
  };
}

/** Bytes a streamed receiving holds while the store writes slower than the network delivers (a few tracks' worth of memory at most). */
const RECEIVED_AHEAD_BYTES = 8 * 1024 * 1024;

/**
 * The downloads worker's way: fetch, and the body written to the store while it arrives (`write`), each
 * chunk counted on its way. Answers once the last byte has passed, while the store still commits it
 * (`committed`): the track's network slot goes to the next one then. A body cut short or aborted fails
 * the write, so nothing of it is stored.
 */
export function receiveIntoStore(fetch: typeof globalThis.fetch): ReceiveAudioAs<WrittenAudio> {
  return async (url, { signal, admit, onProgress, write }) => {
    const { response, body, total } = await openAdmitted(fetch, url, signal, admit);
    return new Promise<WrittenAudio>((resolve, reject) => {
      let received = 0;
      let committed: Promise<void> = Promise.resolve();
      const counted = new TransformStream<Uint8Array, Uint8Array>(
        {
          transform(chunk, controller) {
            received += chunk.byteLength;
            onProgress(received, total);
            controller.enqueue(chunk);
          },
          flush() {
            if (total !== null && received !== total) throw cutShort(received, total);
            resolve({ written: received, committed });
          },
        },
        undefined,
        // The network is read at its own pace, not the disk's: what the store has not taken yet waits here.
        new ByteLengthQueuingStrategy({ highWaterMark: RECEIVED_AHEAD_BYTES }),
      );
      committed = write(body.pipeThrough(counted, { signal }), { type: response.headers.get('Content-Type') || 'audio/mpeg', size: total });
      // A failure before the last byte fails the receiving; after it, the store's put (which waits for the commit).
      committed.catch((error: unknown) => reject(signal.aborted ? cancelledError() : error));
    });
  };
}
