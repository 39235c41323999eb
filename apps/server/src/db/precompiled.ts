import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

const SLOT = Symbol('slot');
interface Slot {
  [SLOT]: number;
}

/** Marks where the n-th argument of a precompiled query goes (typed as whatever the builder expects). */
export const slot = <T>(index: number): T => ({ [SLOT]: index }) as Slot as T;

const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/**
 * SQL texts of precompiled queries and their statement names. PostgreSQL runs these as named
 * prepared statements (parsed and planned once per connection, a shorter round trip on every hot
 * request); they are equality look-ups, so the generic plan is the plan.
 */
export const preparedStatementNames = new Map<string, string>();

/** Registers a SQL text as a named prepared statement (once); answers the query unchanged. */
export function asPrepared<Row>(compiled: CompiledQuery<Row>): CompiledQuery<Row> {
  if (!preparedStatementNames.has(compiled.sql)) preparedStatementNames.set(compiled.sql, `tangerine_${preparedStatementNames.size + 1}`);
  return compiled;
}

/**
 * A hot query built and compiled once, then run with new argument values in its `slot(n)` places:
 * no query building per request, and one SQL text for the prepared-statement cache.
 */
export function precompiled<Row>(db: Kysely<Database>, query: Compilable<Row>) {
  const compiled = asPrepared(query.compile());
  return async (...args: unknown[]): Promise<Row[]> => {
    const parameters = compiled.parameters.map((value) => (isSlot(value) ? args[value[SLOT]] : value));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
