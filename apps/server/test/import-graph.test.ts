import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SRC as SRC, serverSources } from './helpers/source-files.ts';

/**
 * The server's import graph, type imports included (they tie files together as much for a reader
 * and the compiler): the layers under the modules know no module, the composition root assembles
 * the modules' policies and jobs (src/composition), and no file reaches itself through others.
 */

/** Relative imports and re-exports of a file (one statement never holds a `;`). */
function importsOf(text: string): string[] {
  const specs = [
    ...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gm),
    ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
  ];
  return specs.map((m) => m[1]!);
}

const graph = new Map<string, string[]>(
  serverSources().map(({ path, file, text }) => [
    file,
    importsOf(text).map((spec) => relative(SRC, resolve(dirname(path), spec))),
  ]),
);

/** Strongly connected groups of more than one file (Tarjan). */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!order.has(v)) visit(v);
  return found;
}

/**
 * Table definitions that reference each other's keys (users ↔ companies ↔ stored files): Drizzle
 * resolves a foreign key lazily (`references(() => users.id)`), so the modules load in any order.
 */
const ALLOWED_CYCLES = [['db/schema/companies.ts', 'db/schema/files.ts', 'db/schema/users.ts']];

describe('import graph', () => {
  it('reads every kind of relative import, type imports included', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import {\n  c,\n  type D,\n} from './c.ts';",
      "export { e } from './e.ts';",
      "import './side-effect.ts';",
      "import pg from 'pg';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.ts', '../b.ts', './c.ts', './e.ts', './side-effect.ts']);
  });

  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(edges)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no cycle but the tables that reference each other', () => {
    expect(cycles(graph)).toEqual(ALLOWED_CYCLES);
  });

  it('keeps the database, job and library layers free of modules and of the composition root', () => {
    const below = [...graph].filter(([file]) => /^(db|jobs|lib)\//.test(file) && !file.startsWith('db/seed/'));
    expect(below.length).toBeGreaterThan(50);
    const upward = below.flatMap(([file, targets]) =>
      targets.filter((t) => /^(modules|composition)\//.test(t)).map((t) => `${file} -> ${t}`),
    );
    expect(upward).toEqual([]);
  });

  it('lets authz read the modules only through their policies, which import no service', () => {
    const authzToModules = [...graph]
      .filter(([file]) => file.startsWith('authz/'))
      .flatMap(([file, targets]) => targets.filter((t) => t.startsWith('modules/')).map((t) => `${file} -> ${t}`));
    expect(authzToModules.length).toBeGreaterThan(0);
    expect(authzToModules.filter((edge) => !edge.endsWith('.policy.ts'))).toEqual([]);
    // A policy is a pure rule: it reads the actor, scopes and other policies, never a service or the database.
    const policyImports = [...graph]
      .filter(([file]) => file.endsWith('.policy.ts'))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => !t.endsWith('.policy.ts') && !/^authz\/(actor|group-scope)\.ts$|^lib\/app-error\.ts$/.test(t))
          .filter((t) => !t.startsWith('db/schema/'))
          .map((t) => `${file} -> ${t}`),
      );
    expect(policyImports).toEqual([]);
  });
});
