/** Escapes `%`, `_` and `\\` for a LIKE/ILIKE pattern. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
