import { AliasNode, TableNode, type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

/** Calls listeners once a statement of this process updated or deleted rows of the tables they watch. */
export interface WriteWatch {
  readonly plugin: KyselyPlugin;
  /** `listener` runs after every UPDATE or DELETE on one of `tables`; answers the function that stops it. */
  onChange(tables: readonly string[], listener: () => void): () => void;
}

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
};

/** The tables an UPDATE or DELETE writes; none for anything else (inserts add rows, which end no access). */
function writtenTables(node: RootOperationNode): string[] {
  if (node.kind === 'UpdateQueryNode') return [tableName(node.table)].filter((name): name is string => !!name);
  if (node.kind === 'DeleteQueryNode') return node.from.froms.map(tableName).filter((name): name is string => !!name);
  return [];
}

/**
 * A Kysely plugin that sees every statement the app's own connections run, so caches of rows can be
 * dropped synchronously when this process changes them (other processes reach them through
 * PostgreSQL NOTIFY or SQLite's data_version). Listeners run after the statement, so a read that
 * raced it and finished earlier cannot keep its old rows past the drop.
 */
export function createWriteWatch(): WriteWatch {
  const pending = new WeakMap<QueryId, string[]>();
  const listeners = new Set<{ tables: ReadonlySet<string>; listener: () => void }>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const tables = listeners.size ? writtenTables(node) : [];
      if (tables.length) pending.set(queryId, tables);
      return node;
    },
    async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const tables = pending.get(queryId);
      if (tables) for (const entry of listeners) if (tables.some((table) => entry.tables.has(table))) entry.listener();
      return result;
    },
  };
  return {
    plugin,
    onChange(tables, listener) {
      const entry = { tables: new Set(tables), listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
