import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH, EXPORT_ROW_CAP, pagedRows } from './list-export.ts';

/** A list of `total` numbers served page by page as a list service does, recording the pages asked. */
function list(total: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number, rows: number) => {
    asked.push(page);
    const from = (page - 1) * rows;
    return { data: Array.from({ length: Math.max(0, Math.min(rows, total - from)) }, (_, i) => from + i), total };
  };
  return { fetchPage, asked };
}

async function all<T>(rows: { first: readonly T[]; rest?: AsyncIterable<readonly T[]> }) {
  const out = [...rows.first];
  if (rows.rest) for await (const batch of rows.rest) out.push(...batch);
  return out;
}

describe('pagedRows', () => {
  it('reads page 1 at once and the other pages as the file is written', async () => {
    const { fetchPage, asked } = list(2 * EXPORT_BATCH + 7);
    const { rows, truncated } = await pagedRows(fetchPage);
    expect(asked).toEqual([1]);
    expect(rows.count).toBe(2 * EXPORT_BATCH + 7);
    expect(truncated).toBe(false);
    const out = await all(rows);
    expect(asked).toEqual([1, 2, 3]);
    expect(out).toEqual(Array.from({ length: 2 * EXPORT_BATCH + 7 }, (_, i) => i));
  });

  it('cuts a longer list at EXPORT_ROW_CAP rows and says so', async () => {
    const { fetchPage, asked } = list(EXPORT_ROW_CAP + 1);
    const { rows, truncated } = await pagedRows(fetchPage);
    expect(truncated).toBe(true);
    expect(rows.count).toBe(EXPORT_ROW_CAP);
    const out = await all(rows);
    expect(out).toHaveLength(EXPORT_ROW_CAP);
    expect(out.at(-1)).toBe(EXPORT_ROW_CAP - 1);
    expect(asked).toHaveLength(EXPORT_ROW_CAP / EXPORT_BATCH);
  });

  it('asks for no page beyond the count', async () => {
    const { fetchPage, asked } = list(EXPORT_BATCH);
    const { rows } = await pagedRows(fetchPage);
    expect(await all(rows)).toHaveLength(EXPORT_BATCH);
    expect(asked).toEqual([1]);
  });
});
