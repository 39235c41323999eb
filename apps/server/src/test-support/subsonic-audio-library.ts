/**
 * A small real library for Subsonic's audio tests: a FLAC playing 440 Hz for two seconds then 1500 Hz
 * (where a stream starts shows in its pitch), an ALAC (no app decodes it) and a 64 kbit/s MP3,
 * scanned by a test app with ffmpeg; calls sign in as an app password.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { buildTestApp } from './test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { appLogin, codeIdOfDevice, type AppLogin } from './subsonic-client.js';
import { addLibrary } from '../library/library-admin.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';

export interface AudioLibrary {
  root: string;
  music: string;
}

/** Writes the three files in a fresh temporary folder (remove `root` after). */
export function makeAudioLibrary(name: string): AudioLibrary {
  ensureFfmpeg();
  const root = tempDir(name);
  const music = path.join(root, 'Music');
  fs.mkdirSync(music, { recursive: true });
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', "aevalsrc='0.8*sin(2*PI*if(lt(t,2),440,1500)*t)':s=44100:d=4", '-c:a', 'flac', '-metadata', 'title=Two Notes', '-metadata', 'artist=Pitch Band', path.join(music, 'two-notes.flac')]);
  writeTone(path.join(music, 'alac.m4a'), { codec: 'alac', seconds: 3, tags: { title: 'Apple Lossless', artist: 'Codec Band' } });
  writeTone(path.join(music, 'small.mp3'), { seconds: 3, frequency: 660, tags: { title: 'Small Mp3', artist: 'Codec Band' } });
  return { root, music };
}

/** A test app with the library scanned, the Subsonic id of a song by title, and `/rest` calls as one app. */
export async function appWithLibrary(library: AudioLibrary, overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp({ watchLibraries: false, ...overrides });
  const added = await addLibrary(t.app.db, 'test', library.music);
  await t.app.libraries.scan(added.id, false, 'test');
  const device = await t.activateDevice();
  const login: AppLogin = await appLogin(t.app, await codeIdOfDevice(t.app, device.deviceRowId), 'Symfonium');
  const song = async (title: string) => `tr-${(await t.app.db.selectFrom('tracks').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id}`;
  const auth = { v: '1.13.0', c: 'test', f: 'json', u: login.username, p: login.password };
  const call = (method: string, query: Record<string, string>, body?: { payload: string; contentType?: string }) =>
    t.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/rest/${method}.view?${new URLSearchParams({ ...auth, ...query })}`,
      ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType ?? 'application/json' } } : {}),
    });
  const stream = async (title: string, query: Record<string, string> = {}) => call('stream', { id: await song(title), ...query });
  return { t, song, call, stream };
}

/** The pitch of decoded audio between `from` and `to` seconds, from its zero crossings. */
export function pitchOf(root: string, body: Buffer, from: number, to: number): number {
  const file = path.join(root, `decoded-${Date.now()}-${Math.random()}.bin`);
  fs.writeFileSync(file, body);
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 's16le', '-ac', '1', '-ar', '44100', 'pipe:1'], { maxBuffer: 64 * 1024 * 1024 });
  fs.rmSync(file);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  let crossings = 0;
  const [start, end] = [Math.floor(from * 44100), Math.min(samples.length, Math.floor(to * 44100))];
  for (let i = start + 1; i < end; i++) if (((samples[i - 1] as number) < 0) !== ((samples[i] as number) < 0)) crossings++;
  return crossings / 2 / ((end - start) / 44100);
}

/** The duration music-metadata reads from an answer's audio. */
export const secondsOf = async (body: Buffer, mimeType: string) => (await parseBuffer(body, { mimeType }, { duration: true })).format.duration ?? 0;
