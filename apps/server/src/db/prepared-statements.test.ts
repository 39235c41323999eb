import { describe, expect, it } from 'vitest';
import { withPreparedStatements } from './database.js';

function fakePool(fail?: Error) {
  const calls: unknown[][] = [];
  let released = 0;
  const destroyed: boolean[] = [];
  const client = {
    query: (...args: unknown[]) => (calls.push(args), fail ? Promise.reject(fail) : Promise.resolve({ rows: [] })),
    release: (destroy?: boolean) => void (released++, destroyed.push(destroy === true)),
    on: () => client,
  };
  const pool = { connect: async () => client, end: async () => undefined } as unknown as Parameters<typeof withPreparedStatements>[0];
  return { pool, calls, released: () => released, destroyed };
}

describe('PostgreSQL prepared statements', () => {
  it('sends precompiled texts as named statements and every other query as it is', async () => {
    const { pool, calls, released } = fakePool();
    const client = await withPreparedStatements(pool, new Map([['select 1 where a = $1', 'tangerine_1']])).connect();
    await client.query('select 1 where a = $1', ['x']);
    await client.query('select 2 where b = $1', ['y']);
    client.release();
    expect(calls).toEqual([[{ name: 'tangerine_1', text: 'select 1 where a = $1', values: ['x'] }], ['select 2 where b = $1', ['y']]]);
    expect(released()).toBe(1);
  });

  it('hands out one wrapper per pooled connection, so Kysely keeps one connection object for it', async () => {
    const { pool } = fakePool();
    const prepared = withPreparedStatements(pool);
    const first = await prepared.connect();
    first.release();
    const second = await prepared.connect();
    expect(second).toBe(first);
  });

  it('destroys a connection whose query failed because the server went away, and hands out a new wrapper', async () => {
    const { pool, destroyed } = fakePool(Object.assign(new Error('Connection terminated unexpectedly'), {}));
    const prepared = withPreparedStatements(pool);
    const first = await prepared.connect();
    await expect(first.query('select 1', [])).rejects.toThrow(/terminated/);
    first.release();
    expect(destroyed).toEqual([true]);
    expect(await prepared.connect()).not.toBe(first);
  });
});
