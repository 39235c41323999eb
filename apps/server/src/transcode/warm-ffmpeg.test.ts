import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../content/test-support/fixtures.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';
import { createLocalChangeFeed } from '../cache/change-feed.js';
import { keepTranscodeReadyWhenNeeded } from './keep-ready.js';
import { DEFAULT_TRANSCODE } from './quality.js';
import { outputArgs, LEAD_ARGS, type Transcoder } from './transcoder.js';
import { concatScript, createWarmSpares, type FfmpegChild, type WarmSpares } from './warm-ffmpeg.js';

let root: string;
let ffmpeg: string;
let spares: WarmSpares | undefined;

beforeAll(() => {
  ffmpeg = ensureFfmpeg();
  root = tempDir('warm-ffmpeg');
});

afterAll(() => {
  spares?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function output(child: FfmpegChild): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of child.stdout) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the ffconcat script a spare ffmpeg reads', () => {
  it('quotes the path (a quote in a name included)', () => {
    expect(concatScript("/music/it's here.m4a")).toBe("ffconcat version 1.0\nfile 'file:/music/it'\\''s here.m4a'\n");
    expect(concatScript('/music/a.m4a')).toBe("ffconcat version 1.0\nfile 'file:/music/a.m4a'\n");
  });

  it('refuses what a script cannot carry: control characters, a relative path', () => {
    expect(concatScript('/music/two\nlines.m4a')).toBeNull();
    expect(concatScript('music/a.m4a')).toBeNull();
  });
});

describe('spare ffmpeg processes', () => {
  it('start cold the first time, then hand over a started ffmpeg that transcodes the named file', async () => {
    const file = writeTone(path.join(root, "Singer's Song.m4a"), { codec: 'alac', seconds: 6, tags: { title: 'Warm' } });
    spares = createWarmSpares(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin']);
    const args = outputArgs({ format: 'opus', bitrateKbps: 96 });
    const script = concatScript(file) as string;
    expect(spares.take('opus@96', args, script)).toBeNull();
    // The spare starts a moment after the cold start (not competing with it for the CPU).
    const child = await vi.waitFor(
      () => {
        const spare = (spares as WarmSpares).take('opus@96', args, script);
        if (!spare) throw new Error('no spare yet');
        return spare;
      },
      { timeout: 30_000, interval: 100 },
    );
    const body = await output(child);
    const { format } = await parseBuffer(body, { mimeType: 'audio/ogg' }, { duration: true });
    expect(format.codec?.toLowerCase()).toContain('opus');
    expect(format.duration).toBeGreaterThan(5.9);
    expect(format.duration).toBeLessThan(6.2);
  }, 120_000);

  it('are there before the first play of a shape kept ready, and again after it', async () => {
    // AIFF: PCM behind the concat demuxer, which input flags such as +nobuffer cut short.
    const file = writeTone(path.join(root, 'kept.aiff'), { seconds: 3, tags: { title: 'Kept' } });
    const local = createWarmSpares(ffmpeg, LEAD_ARGS);
    try {
      const args = outputArgs({ format: 'opus', bitrateKbps: 128 });
      local.keep('opus@128', args);
      const first = local.take('opus@128', args, concatScript(file) as string);
      expect(first).not.toBeNull();
      const { format } = await parseBuffer(await output(first as FfmpegChild), { mimeType: 'audio/ogg' }, { duration: true });
      expect(format.duration).toBeGreaterThan(2.95);
      const again = await vi.waitFor(
        () => {
          const spare = local.take('opus@128', args, concatScript(file) as string);
          if (!spare) throw new Error('no spare yet');
          return spare;
        },
        { timeout: 30_000, interval: 100 },
      );
      expect((await output(again)).length).toBeGreaterThan(0);
    } finally {
      local.close();
    }
  }, 120_000);

  it('hand over nothing once closed', () => {
    const local = createWarmSpares(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin']);
    const script = concatScript('/nonexistent.m4a') as string;
    expect(local.take('mp3@128', outputArgs({ format: 'mp3', bitrateKbps: 128 }), script)).toBeNull();
    local.close();
    expect(local.take('mp3@128', outputArgs({ format: 'mp3', bitrateKbps: 128 }), script)).toBeNull();
  });
});

describe('the ffmpeg kept ready for the default transcode', () => {
  it('is asked for once the catalogue holds a file that needs it, checked again at each catalogue change until then', async () => {
    const keepReady = vi.fn();
    const feed = createLocalChangeFeed();
    let needed = false;
    let checks = 0;
    const app = { transcoder: { ffmpeg: 'ffmpeg', keepReady } as unknown as Transcoder, catalogueChanges: feed, log: { warn: vi.fn() } } as never;
    const stop = keepTranscodeReadyWhenNeeded(app, async () => {
      checks++;
      return needed;
    });
    await vi.waitFor(() => expect(checks).toBe(1));
    expect(keepReady).not.toHaveBeenCalled();
    needed = true;
    feed.announce();
    await vi.waitFor(() => expect(keepReady).toHaveBeenCalledWith(DEFAULT_TRANSCODE));
    feed.announce();
    expect(checks).toBe(2);
    expect(keepReady).toHaveBeenCalledTimes(1);
    stop();
  });
});
