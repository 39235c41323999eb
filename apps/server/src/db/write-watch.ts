import { AliasNode, TableNode, type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

/** Calls listeners once a statement of this process updated or deleted rows of the tables they watch. */
export interface WriteWatch {
  readonly plugin: KyselyPlugin;
  /**
   * `listener` runs after every UPDATE or DELETE on one of `tables` (and INSERT with `inserts`, for
   * caches of rows that a new row changes, such as likes); answers the function that stops it.
   */
  onChange(tables: readonly string[], listener: () => void, options?: { inserts?: boolean }): () => void;
}

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
};

type Written = { tables: string[]; insert: boolean };

/** The tables an UPDATE, DELETE or INSERT writes; none for anything else. */
function writtenTables(node: RootOperationNode): Written {
  const named = (names: (string | undefined)[]) => names.filter((name): name is string => !!name);
  if (node.kind === 'UpdateQueryNode') return { tables: named([tableName(node.table)]), insert: false };
  if (node.kind === 'DeleteQueryNode') return { tables: named(node.from.froms.map(tableName)), insert: false };
  if (node.kind === 'InsertQueryNode') return { tables: named([tableName(node.into)]), insert: true };
  return { tables: [], insert: false };
}

/**
 * A Kysely plugin that sees every statement the app's own connections run, so caches of rows can be
 * dropped synchronously when this process changes them (other processes reach them through
 * PostgreSQL NOTIFY or SQLite's data_version). Listeners run after the statement, so a read that
 * raced it and finished earlier cannot keep its old rows past the drop.
 */
export function createWriteWatch(): WriteWatch {
  const pending = new WeakMap<QueryId, Written>();
  const listeners = new Set<{ tables: ReadonlySet<string>; listener: () => void; inserts: boolean }>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const written = listeners.size ? writtenTables(node) : undefined;
      if (written?.tables.length) pending.set(queryId, written);
      return node;
    },
    async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const written = pending.get(queryId);
      if (written) for (const entry of listeners) if ((entry.inserts || !written.insert) && written.tables.some((table) => entry.tables.has(table))) entry.listener();
      return result;
    },
  };
  return {
    plugin,
    onChange(tables, listener, options = {}) {
      const entry = { tables: new Set(tables), listener, inserts: options.inserts ?? false };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
