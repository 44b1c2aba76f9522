import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The server's source folder (apps/server/src), for the tests that read the code itself. */
export const SERVER_SRC = new URL('../../src', import.meta.url).pathname;

/** Every non-test TypeScript file under `dir`, with its path relative to `SERVER_SRC` and its text. */
export function serverSources(dir = SERVER_SRC): { path: string; file: string; text: string }[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      if (statSync(path).isDirectory()) return walk(path);
      return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  return walk(dir).map((path) => ({ path, file: relative(SERVER_SRC, path), text: readFileSync(path, 'utf8') }));
}
