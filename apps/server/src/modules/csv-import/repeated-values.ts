/** A column stops sharing its values once it has this many different ones (names, emails, references). */
const SHARED_PER_COLUMN = 1_000;

/**
 * One string for a value that repeats down a column (the seats' emails, dates, types, services,
 * departments): 50,000 rows then hold a few hundred strings of those columns, not 50,000 copies,
 * which keeps an import's heap — and the collector's pauses, which other requests wait behind —
 * smaller. A column of values that do not repeat stops being tracked after SHARED_PER_COLUMN.
 */
export class RepeatedValues {
  private readonly columns = new Map<string, Map<string, string> | null>();
  /** The column name of each checked field (`=field`), made once: not a new string per row and field. */
  private readonly fieldColumns = new Map<string, string>();

  one(column: string, value: string): string {
    let seen = this.columns.get(column);
    if (seen === null) return value;
    if (!seen) {
      seen = new Map();
      this.columns.set(column, seen);
    }
    const known = seen.get(value);
    if (known !== undefined) return known;
    if (seen.size >= SHARED_PER_COLUMN) this.columns.set(column, null);
    else seen.set(value, value);
    return value;
  }

  /** How many values each column shares (null: it stopped, its values do not repeat enough). */
  tracked(): Record<string, number | null> {
    return Object.fromEntries([...this.columns].map(([column, seen]) => [column, seen ? seen.size : null]));
  }

  /** The same for each text value of a checked row's values (what its schema made of the cells). */
  shareFields<T>(values: T): T {
    if (values && typeof values === 'object') {
      const record = values as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const v = record[key];
        if (typeof v !== 'string') continue;
        let column = this.fieldColumns.get(key);
        if (column === undefined) {
          column = `=${key}`;
          this.fieldColumns.set(key, column);
        }
        record[key] = this.one(column, v);
      }
    }
    return values;
  }
}
