/** Items for `ids`, in their order, from rows in any order (ids without a row are skipped). */
export function inOrder<Row extends { id: number | string }, T>(ids: readonly number[], rows: readonly Row[], map: (row: Row) => T): T[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [map(row)] : [];
  });
}
