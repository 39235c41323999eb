/**
 * A connection whose session settings fail (the server went down between connecting and setting
 * up) fails its checkout and leaves the pool: nothing stays checked out, so closing never hangs.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresAdminUrl } from '../test-support/test-app.js';
import { postgresKysely } from './database.js';

describe.skipIf(!postgresAdminUrl())('PostgreSQL session settings', () => {
  it('applies the settings on every new connection', async () => {
    const db = postgresKysely(postgresAdminUrl() as string, 2, ['SET random_page_cost = 1.7', 'SET synchronize_seqscans = off']);
    try {
      const { rows } = await sql<{ cost: string; scans: string }>`SELECT current_setting('random_page_cost') AS cost, current_setting('synchronize_seqscans') AS scans`.execute(db);
      expect(rows).toEqual([{ cost: '1.7', scans: 'off' }]);
    } finally {
      await db.destroy();
    }
  });

  it('fails the query and closes cleanly when a new connection cannot be set up', async () => {
    const db = postgresKysely(postgresAdminUrl() as string, 2, ['SET random_page_cost = 1.1', 'SET tangerine_no_such_setting = 1']);
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(sql`SELECT 1`.execute(db)).rejects.toThrow(/tangerine_no_such_setting/);
    }
    // With the settings in Kysely's onCreateConnection each failed setup kept its connection checked out: destroy() never returned.
    const closed = await Promise.race([db.destroy().then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 5000, 'still waiting'))]);
    expect(closed).toBe('closed');
  });
});
