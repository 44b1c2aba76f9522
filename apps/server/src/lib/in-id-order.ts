/**
 * Rows read by an id array, put back in that array's order (a page's ids come sorted; `= any($1)`
 * returns them in any order); ids without a row are left out.
 */
export function inIdOrder<R>(ids: readonly string[], rows: readonly R[], idOf: (row: R) => string): R[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}
