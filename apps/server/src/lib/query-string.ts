/**
 * Parses a query string the way the web sends it (spec §7): `key[]=a&key[]=b` → { key: ['a','b'] },
 * repeated plain keys → array, single → string.
 */
export function parseQueryString(input: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(input)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isArray ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}
