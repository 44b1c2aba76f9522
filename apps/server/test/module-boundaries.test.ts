import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules talk to each other through services (and shared policies, scopes and tenancy lookups in
 * `authz/`): no module imports another module's repository, and no two modules depend on each other.
 */
const SRC = new URL('../src', import.meta.url).pathname;

/** Modules still on a cycle (pairs that reach each other): none. */
const KNOWN_CYCLES: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const moduleOf = (path: string) => {
  const parts = relative(SRC, path).split('/');
  return parts[0] === 'modules' ? parts[1]! : null;
};

const imports: { from: string; to: string; file: string; target: string }[] = [];
for (const file of sourceFiles(SRC)) {
  const from = moduleOf(file);
  if (!from) continue;
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), spec!);
    const to = moduleOf(target);
    if (to && to !== from) imports.push({ from, to, file: relative(SRC, file), target: relative(SRC, target) });
  }
}

describe('module boundaries', () => {
  it("no module imports another module's repository", () => {
    expect(imports.filter((i) => i.target.endsWith('.repository.ts')).map((i) => `${i.file} -> ${i.target}`)).toEqual(
      [],
    );
  });

  it('no module depends on itself through others (no cycles)', () => {
    const next = new Map<string, Set<string>>();
    for (const i of imports) next.set(i.from, (next.get(i.from) ?? new Set()).add(i.to));
    const reaches = (a: string, b: string) => {
      const seen = new Set<string>();
      const todo = [a];
      while (todo.length > 0) {
        for (const n of next.get(todo.pop()!) ?? []) {
          if (n === b) return true;
          if (!seen.has(n)) {
            seen.add(n);
            todo.push(n);
          }
        }
      }
      return false;
    };
    const modules = [...next.keys()].sort();
    const cycles = modules.flatMap((a) =>
      modules.filter((b) => a < b && reaches(a, b) && reaches(b, a)).map((b) => `${a} <-> ${b}`),
    );
    expect(cycles).toEqual(KNOWN_CYCLES);
  });
});
