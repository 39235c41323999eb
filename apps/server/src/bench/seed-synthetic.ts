// Benchmark fixture: `node apps/server/dist/bench/seed-synthetic.js COUNT` fills the database named by
// TANGERINE_DATA_DIR / DATABASE_URL with COUNT synthetic tracks (metadata only, sharing one small
// audio file and one cover) and prints a JSON line with an activation code and sample ids.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { loadSigningSecret, prepareDataDir } from '../db/data-dir.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { issueCodes } from '../auth/code-service.js';
import { upsertMediaFile } from '../repositories/catalogue-writes.js';
import { bulkInsertSyntheticCatalogue } from '../repositories/synthetic.js';
import { compactSearchIndex } from '../repositories/search-maintenance.js';

const count = Number(process.argv[2] ?? '300000');
if (!Number.isInteger(count) || count < 1) throw new Error('Usage: seed-synthetic COUNT');
const config = loadConfig();
prepareDataDir(config.dataDir);
loadSigningSecret(config.dataDir);
const { db, dialect } = openDatabase(config);
await migrateToLatest(db, dialect);

fs.mkdirSync(path.join(config.dataDir, 'media', 'bench'), { recursive: true });
const audio = Buffer.alloc(64 * 1024, 0x55);
fs.writeFileSync(path.join(config.dataDir, 'media', 'bench', 'audio.mp3'), audio);
await upsertMediaFile(db, { kind: 'audio', path: 'media/bench/audio.mp3', mime: 'audio/mpeg', size: audio.length });

const started = Date.now();
const result = await bulkInsertSyntheticCatalogue(db, count);
// What the admin commands do after a bulk write (FTS5 segments merged; PostgreSQL: VACUUM ANALYZE).
await compactSearchIndex(db, dialect);
// PostgreSQL: write the load's dirty pages out now, so the checkpointer does not do it during the
// first measurements (the trivial route read 5,533 req/s before the other routes and 7,835 after).
if (dialect === 'postgres') await sql`CHECKPOINT`.execute(db);
const [code] = await issueCodes(db, { days: 1, devices: 10 });
const album = await db.selectFrom('albums').select('id').orderBy('id').limit(1).offset(Math.floor(result.albums / 2)).executeTakeFirstOrThrow();
console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000, code: code?.code, albumId: album.id, dialect }));
await db.destroy();
