import pg from 'pg';

/** PostgreSQL's type id of `uuid[]` (pg-types' typings list the scalar types only). */
export const UUID_ARRAY = 2951 as unknown as Parameters<typeof pg.types.getTypeParser>[0];

/**
 * A one-dimensional `uuid[]` in PostgreSQL's text form (`{a,b,NULL}`) as its values. A uuid never
 * needs quoting, so the text splits on commas; anything else (bounds, nested arrays) goes to the
 * driver's general array parser, which reads the text a character at a time and builds each element
 * a character at a time: a list's page of 20 ids cost 30–85 KB of allocations a request there
 * (docs/decisions/performance.md, "Spread literals and the UK day").
 */
export function parseUuidArray(text: string, general: (text: string) => unknown): unknown {
  if (text === '{}') return [];
  if (text.charCodeAt(0) !== 0x7b || text.charCodeAt(1) === 0x7b) return general(text);
  const items: (string | null)[] = text.slice(1, -1).split(',');
  for (let i = 0; i < items.length; i++) if (items[i] === 'NULL') items[i] = null;
  return items;
}

/**
 * The driver's own parser, kept on node-postgres's type registry when ours replaces it: the registry
 * lives as long as the process, while this module may be loaded more than once (tests).
 */
const DRIVER_PARSER = Symbol.for('statera.uuidArrays.driverParser');
type Registry = typeof pg.types & { [DRIVER_PARSER]?: (text: string) => unknown };

/** node-postgres's own parser of `uuid[]`, whether or not ours is installed. */
export function driverUuidArrayParser(): (text: string) => unknown {
  const registry = pg.types as Registry;
  return registry[DRIVER_PARSER] ?? (registry.getTypeParser(UUID_ARRAY, 'text') as (text: string) => unknown);
}

/** Makes node-postgres read `uuid[]` with `parseUuidArray` (once a process). */
export function installUuidArrayParser(): void {
  const registry = pg.types as Registry;
  if (registry[DRIVER_PARSER]) return;
  const general = driverUuidArrayParser();
  registry[DRIVER_PARSER] = general;
  registry.setTypeParser(UUID_ARRAY, 'text', (text: string) => parseUuidArray(text, general));
}
