/** Files the import tests write themselves: tagged MP3s (a tiny ID3v2.3 writer), WAVs, images, feeds. */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../db/database.js';
import { copyMigratedSqlite, createPostgresDatabase, postgresAdminUrl } from '../../test-support/test-app.js';
import { prepareDataDir } from '../../db/data-dir.js';
import { migrateToLatest } from '../../db/migrator.js';
import type { Database } from '../../db/schema.js';
import { encodeMp3, renderArtwork } from '@tangerine/demo-catalogue';

export interface Tags {
  title?: string;
  artist?: string;
  albumArtist?: string;
  album?: string;
  track?: string;
  disc?: string;
  year?: string;
  genre?: string;
  picture?: Buffer;
  /** User-defined text frames (TXXX), e.g. REPLAYGAIN_TRACK_GAIN. */
  txxx?: Record<string, string>;
}

function frame(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(10);
  header.write(id, 0, 'ascii');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** A UTF-16 text frame (encoding 1, with BOM), so names outside Latin-1 survive. */
const textFrame = (id: string, text: string) => frame(id, Buffer.concat([Buffer.from([1, 0xff, 0xfe]), Buffer.from(text, 'utf16le')]));

export function id3v2(tags: Tags): Buffer {
  const frames: Buffer[] = [];
  const add = (id: string, value: string | undefined) => value !== undefined && frames.push(textFrame(id, value));
  add('TIT2', tags.title);
  add('TPE1', tags.artist);
  add('TPE2', tags.albumArtist);
  add('TALB', tags.album);
  add('TRCK', tags.track);
  add('TPOS', tags.disc);
  add('TYER', tags.year);
  add('TCON', tags.genre);
  for (const [description, value] of Object.entries(tags.txxx ?? {})) frames.push(frame('TXXX', Buffer.concat([Buffer.from([0]), Buffer.from(`${description}\0${value}`, 'latin1')])));
  if (tags.picture) frames.push(frame('APIC', Buffer.concat([Buffer.from([0]), Buffer.from('image/png\0', 'latin1'), Buffer.from([3]), Buffer.from('\0', 'latin1'), tags.picture])));
  const body = Buffer.concat(frames);
  const size = body.length;
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return Buffer.concat([header, body]);
}

export function tonePcm(seconds: number, frequency: number, sampleRate = 22050): Float32Array {
  const pcm = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < pcm.length; i++) pcm[i] = 0.3 * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return pcm;
}

export function taggedMp3(tags: Tags, seconds = 2, frequency = 440): Buffer {
  return Buffer.concat([id3v2(tags), encodeMp3(tonePcm(seconds, frequency), 22050, 64)]);
}

export function wav(seconds: number, frequency = 330, sampleRate = 22050): Buffer {
  const pcm = tonePcm(seconds, frequency, sampleRate);
  const data = Buffer.alloc(pcm.length * 2);
  pcm.forEach((x, i) => data.writeInt16LE(Math.round(x * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const smallPng = (seed: string): Buffer => renderArtwork(seed, 'circles', 16);

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `tangerine-${prefix}-`));
}

/**
 * In the PostgreSQL test project: a new, empty database in the throwaway cluster (removed with it), as
 * a DATABASE_URL; undefined in the SQLite project.
 */
export async function createTestDatabaseUrl(): Promise<string | undefined> {
  const adminUrl = postgresAdminUrl();
  return adminUrl ? (await createPostgresDatabase(adminUrl, { migrated: false })).url : undefined;
}

/**
 * A migrated database for a fresh data directory: SQLite in it, or PostgreSQL when `databaseUrl` is
 * given; without one, a copy of the run's migrated template (test-support/migrated-templates.ts).
 */
export async function openTestDatabase(dataDir: string, databaseUrl?: string): Promise<Kysely<Database>> {
  prepareDataDir(dataDir);
  const adminUrl = postgresAdminUrl();
  const url = databaseUrl ?? (adminUrl ? (await createPostgresDatabase(adminUrl, { migrated: true })).url : undefined);
  if (!url) copyMigratedSqlite(dataDir);
  const handle = openDatabase({ dataDir, databaseUrl: url });
  await migrateToLatest(handle.db, handle.dialect);
  return handle.db;
}

export function podcastFeed(options: { title: string; image?: string; enclosureBase: string; items?: { guid: string; title: string; season: number; episode: number; duration: string; file?: string }[] }): string {
  const items = options.items ?? [
    { guid: 'ep-1', title: 'Pilot', season: 1, episode: 1, duration: '12:30' },
    { guid: 'ep-2', title: 'Second Wind', season: 1, episode: 2, duration: '1:02:03' },
    { guid: 'ep-3', title: 'New Season', season: 2, episode: 1, duration: '900' },
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${options.title}</title>
    <description>&lt;p&gt;Stories &amp; sounds.&lt;/p&gt;</description>
    <language>en</language>
    <itunes:author>Test Author</itunes:author>
    ${options.image ? `<itunes:image href="${options.image}"/>` : ''}
    <itunes:category text="Music"><itunes:category text="Music History"/></itunes:category>
    ${items
      .map(
        (item) => `<item>
      <title>${item.title}</title>
      <guid>${item.guid}</guid>
      <description>About ${item.title}</description>
      <pubDate>Mon, 0${item.episode} Jun 2026 08:00:00 GMT</pubDate>
      <enclosure url="${options.enclosureBase}/${item.file ?? `${item.guid}.mp3`}" type="audio/mpeg" length="1000"/>
      <itunes:duration>${item.duration}</itunes:duration>
      <itunes:season>${item.season}</itunes:season>
      <itunes:episode>${item.episode}</itunes:episode>
    </item>`,
      )
      .join('\n    ')}
    <item><title>No enclosure</title><guid>broken</guid></item>
  </channel>
</rss>`;
}

/** An HTTP listener on loopback for fetch tests: its port and a close that ends open connections. */
export async function loopbackListener(handler: http.RequestListener): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
