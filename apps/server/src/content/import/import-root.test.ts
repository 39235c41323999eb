/**
 * A music import reads nothing outside its folder: not through a linked cover.*, not through a file
 * or subfolder swapped for a link between the listing and the read. Names that merely start with
 * ".." are names like any other.
 */
import { mkdirSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { resolveImportFolder } from '../../admin/music-import-admin.js';
import { openTestDatabase, smallPng, taggedMp3, tempDir } from '../test-support/fixtures.js';
import { isInside, OutsideRootError, readFolderInside } from './inside-root.js';
import { createLocalMediaStore } from '../../media/local-store.js';
import { importMusic } from './music-import.js';

let root: string;
let dataDir: string;
let outside: string;
let db: Kysely<Database>;

beforeAll(async () => {
  root = tempDir('import-root');
  dataDir = join(root, 'data');
  outside = join(root, 'outside');
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'secret.png'), smallPng('secret'));
  writeFileSync(join(outside, 'private.mp3'), taggedMp3({ title: 'Private Recording', artist: 'Someone Else', album: 'Not Yours' }, 1, 330));
  db = await openTestDatabase(dataDir);
});
afterAll(async () => {
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

const artworkOf = async (title: string) => (await db.selectFrom('albums').select('artwork_file_id').where('title', '=', title).executeTakeFirstOrThrow()).artwork_file_id;

describe('the music import stays in its folder', () => {
  it('takes no cover.* that links out of the folder, and keeps one that links inside it', async () => {
    const library = join(root, 'covers');
    mkdirSync(join(library, 'Leaky'), { recursive: true });
    mkdirSync(join(library, 'Linked'), { recursive: true });
    writeFileSync(join(library, 'Leaky', '01.mp3'), taggedMp3({ title: 'Leak', artist: 'Tester', album: 'Leaky' }, 1, 440));
    symlinkSync(join(outside, 'secret.png'), join(library, 'Leaky', 'cover.png'));
    writeFileSync(join(library, 'Linked', '01.mp3'), taggedMp3({ title: 'Kept', artist: 'Tester', album: 'Linked' }, 1, 440));
    writeFileSync(join(library, 'art.png'), smallPng('inside'));
    symlinkSync(join(library, 'art.png'), join(library, 'Linked', 'cover.png'));
    const result = await importMusic(db, createLocalMediaStore(dataDir), library);
    expect(result.added).toBe(2);
    expect(await artworkOf('Leaky')).toBeNull();
    expect(await artworkOf('Linked')).not.toBeNull();
  });

  it('reads no file swapped for a link after the listing', async () => {
    const library = join(root, 'swapped');
    mkdirSync(library, { recursive: true });
    writeFileSync(join(library, '01.mp3'), taggedMp3({ title: 'Honest', artist: 'Tester', album: 'Swap' }, 1, 440));
    const result = await importMusic(db, createLocalMediaStore(dataDir), library, (progress) => {
      // Between the listing and the read: the listed file becomes a link to a file outside.
      if (progress.done === 0 && progress.total === 1) {
        renameSync(join(library, '01.mp3'), join(library, 'moved.bin'));
        symlinkSync(join(outside, 'private.mp3'), join(library, '01.mp3'));
      }
    });
    expect(result.added).toBe(0);
    expect(result.skipped.map((s) => s.reason)).toEqual([expect.stringContaining('leads out of the import folder')]);
    expect(await db.selectFrom('tracks').select('id').where('title', '=', 'Private Recording').executeTakeFirst()).toBeUndefined();
  });

  it('lists no subfolder that leads out of the folder (what a folder swapped for a link after the look becomes)', async () => {
    const library = join(root, 'folders');
    mkdirSync(join(library, 'A'), { recursive: true });
    symlinkSync(outside, join(library, 'B'));
    const realLibrary = realpathSync(library);
    await expect(readFolderInside(realLibrary, join(library, 'B'))).rejects.toThrow(OutsideRootError);
    expect((await readFolderInside(realLibrary, join(library, 'A'))).real).toBe(join(realLibrary, 'A'));
  });

  it('accepts folder names that start with ".." inside a root', async () => {
    expect(isInside('/srv/music', '/srv/music/..hidden gems')).toBe(true);
    expect(isInside('/srv/music', '/srv/music/../etc')).toBe(false);
    expect(isInside('/srv/music', '/srv/musicals')).toBe(false);
    const musicRoot = join(root, 'roots', 'music');
    mkdirSync(join(musicRoot, '..Rarities'), { recursive: true });
    expect(await resolveImportFolder([musicRoot], '..Rarities')).toBe(join(musicRoot, '..Rarities'));
    await expect(resolveImportFolder([musicRoot], '../music-not')).rejects.toThrow(/only from folders under/);
  });
});
