// @vitest-environment node
// Streams, Response and Blob as Node has them (jsdom's Blob does not fit Node's Response).
import { describe, expect, it, vi } from 'vitest';
import { receiveIntoStore, receiveWithFetch, receiveWithXhr, type XhrLike } from './receive-audio';
import { TransferFailure } from './transfer-failure';

const audioAnswer = (bytes: number, headers: Record<string, string> = { 'Content-Length': '4000' }, status = 200) =>
  new Response(status === 200 ? new Uint8Array(bytes) : null, { status, headers: { 'Content-Type': 'audio/mpeg', ...headers } });

const options = (admit: (total: number | null) => Promise<boolean> = async () => true) => {
  const progress: number[] = [];
  /** What a streaming receiving wrote (read to its end, as Cache Storage does), with its headers. */
  const written: Array<{ bytes: number; type: string; size: number | null }> = [];
  const write = async (body: ReadableStream<Uint8Array>, headers: { type: string; size: number | null }) => {
    const bytes = (await new Response(body).arrayBuffer()).byteLength;
    written.push({ bytes, ...headers });
  };
  return { progress, written, write, signal: new AbortController().signal, admit: vi.fn(admit), onProgress: (received: number) => void progress.push(received) };
};

/** An XMLHttpRequest that answers what the test tells it to, step by step. */
class FakeXhr implements XhrLike {
  readyState = 0;
  status = 0;
  response: Blob | null = null;
  responseType: XMLHttpRequestResponseType = '';
  onreadystatechange: XhrLike['onreadystatechange'] = null;
  onprogress: XhrLike['onprogress'] = null;
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  aborted = false;
  private headers: Record<string, string> = {};
  open = vi.fn();
  send = vi.fn();
  abort() {
    if (this.aborted) return;
    this.aborted = true;
    this.onabort?.call(this as never, new Event('abort') as never);
  }
  getResponseHeader = (name: string) => this.headers[name] ?? null;
  answerHeaders(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    this.readyState = 2;
    this.onreadystatechange?.call(this as never, new Event('readystatechange'));
  }
  progress(loaded: number) {
    this.onprogress?.call(this as never, { loaded } as ProgressEvent);
  }
  load(bytes: number) {
    this.readyState = 4;
    this.response = new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' });
    this.onload?.call(this as never, new Event('load') as never);
  }
}

describe('receiveWithFetch', () => {
  it('counts every chunk and answers the whole body', async () => {
    const given = options();
    const blob = await receiveWithFetch(async () => audioAnswer(4000))('/a', given);
    expect(blob.size).toBe(4000);
    expect(given.progress.at(-1)).toBe(4000);
    expect(given.admit).toHaveBeenCalledWith(4000);
  });

  it('a body that ends short of its Content-Length fails as a network failure', async () => {
    await expect(receiveWithFetch(async () => audioAnswer(3000))('/a', options())).rejects.toThrow(TypeError);
  });

  it('no room stops it with a quota failure; an error answer with a server failure', async () => {
    await expect(receiveWithFetch(async () => audioAnswer(4000))('/a', options(async () => false))).rejects.toMatchObject({ reason: 'quota' });
    await expect(receiveWithFetch(async () => audioAnswer(0, {}, 404))('/a', options())).rejects.toMatchObject({ reason: 'server', message: 'The download failed (404)' });
  });
});

describe('receiveIntoStore', () => {
  it('writes the body while it arrives, counting every chunk, and answers its size once stored', async () => {
    const given = options();
    const answer = await receiveIntoStore(async () => audioAnswer(4000))('/a', given);
    expect(answer.written).toBe(4000);
    await answer.committed;
    expect(given.written).toEqual([{ bytes: 4000, type: 'audio/mpeg', size: 4000 }]);
    expect(given.progress.at(-1)).toBe(4000);
    expect(given.admit).toHaveBeenCalledWith(4000);
  });

  it('answers once every byte is in, while the store still writes them (the network slot frees then)', async () => {
    let commit = () => undefined as void;
    const commitGate = new Promise<void>((resolve) => (commit = resolve));
    let stored = false;
    // A store slower than the network: it takes no byte before the receiving has answered.
    const write = async (body: ReadableStream<Uint8Array>) => {
      await commitGate;
      await new Response(body).arrayBuffer();
      stored = true;
    };
    const answer = await receiveIntoStore(async () => audioAnswer(4000))('/a', { ...options(), write });
    expect(answer.written).toBe(4000);
    expect(stored).toBe(false);
    commit();
    await answer.committed;
    expect(stored).toBe(true);
  });

  it('a commit that fails after the last byte fails its answer\'s `committed`', async () => {
    const write = async (body: ReadableStream<Uint8Array>) => {
      await new Response(body).arrayBuffer();
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const answer = await receiveIntoStore(async () => audioAnswer(4000))('/a', { ...options(), write });
    await expect(answer.committed).rejects.toMatchObject({ name: 'QuotaExceededError' });
  });

  it('a body that ends short of its Content-Length fails the write (nothing stored) as a network failure', async () => {
    const given = options();
    await expect(receiveIntoStore(async () => audioAnswer(3000))('/a', given)).rejects.toThrow(TypeError);
    expect(given.written).toEqual([]);
  });

  it('no room stops it before any write; an error answer is a server failure', async () => {
    const given = options(async () => false);
    await expect(receiveIntoStore(async () => audioAnswer(4000))('/a', given)).rejects.toMatchObject({ reason: 'quota' });
    expect(given.written).toEqual([]);
    await expect(receiveIntoStore(async () => audioAnswer(0, {}, 404))('/a', options())).rejects.toMatchObject({ reason: 'server' });
  });
});

describe('receiveWithXhr', () => {
  const start = (given = options()) => {
    const xhr = new FakeXhr();
    const received = receiveWithXhr(() => xhr)('/api/v1/media/audio/au_1', given);
    return { xhr, received, given };
  };

  it('asks for a Blob, tells the browser\'s progress and answers the body once it fits', async () => {
    const { xhr, received, given } = start();
    expect(xhr.responseType).toBe('blob');
    xhr.answerHeaders(200, { 'Content-Length': '4000' });
    xhr.progress(1000);
    xhr.load(4000);
    expect((await received).size).toBe(4000);
    expect(given.progress).toEqual([1000]);
    // Asked once, with the headers: a quota gate counts each track once.
    expect(given.admit).toHaveBeenCalledTimes(1);
    expect(given.admit).toHaveBeenCalledWith(4000);
  });

  it('an encoded body has no size to check (its Content-Length counts encoded bytes)', async () => {
    const { xhr, received, given } = start();
    xhr.answerHeaders(200, { 'Content-Length': '900', 'Content-Encoding': 'gzip' });
    xhr.load(4000);
    expect((await received).size).toBe(4000);
    expect(given.admit).toHaveBeenCalledWith(null);
  });

  it('an error answer fails at its headers; no room aborts the request', async () => {
    const failed = start();
    failed.xhr.answerHeaders(503, {});
    await expect(failed.received).rejects.toMatchObject({ reason: 'server', message: 'The download failed (503)' });
    expect(failed.xhr.aborted).toBe(true);
    const full = start(options(async () => false));
    full.xhr.answerHeaders(200, { 'Content-Length': '4000' });
    await expect(full.received).rejects.toBeInstanceOf(TransferFailure);
    await expect(full.received).rejects.toMatchObject({ reason: 'quota' });
    expect(full.xhr.aborted).toBe(true);
  });

  it('a body cut short and a network error fail as network failures', async () => {
    const short = start();
    short.xhr.answerHeaders(200, { 'Content-Length': '4000' });
    short.xhr.load(3000);
    await expect(short.received).rejects.toThrow('The audio ended at 3000 of 4000 bytes');
    const broken = start();
    broken.xhr.onerror?.call(broken.xhr as never, new Event('error') as never);
    await expect(broken.received).rejects.toThrow(TypeError);
  });

  it('a cancel aborts the request', async () => {
    const controller = new AbortController();
    const xhr = new FakeXhr();
    const received = receiveWithXhr(() => xhr)('/a', { ...options(), signal: controller.signal });
    xhr.answerHeaders(200, { 'Content-Length': '4000' });
    controller.abort();
    await expect(received).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});
