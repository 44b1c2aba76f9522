/**
 * Sums a .cpuprofile's self time by function and by file (or package), biggest first:
 *   npx tsx bench/support/profile-summary.ts <file.cpuprofile> [top=30]
 * Files under node_modules are grouped by package, the app's by path; (idle), (program) and
 * (garbage collector) are V8's own buckets.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** node_modules/<pkg> (or @scope/pkg), the app's path from apps/ or packages/, node:internal as is. */
function place(url: string): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [a, b] = url.slice(nm + 13).split('/');
    return `npm:${a?.startsWith('@') ? `${a}/${b}` : a}`;
  }
  const app = /\/(apps|packages|bench)\/.*$/.exec(url);
  return app ? app[0].slice(1) : url.replace(/^file:\/\//, '');
}

const total = [...self.values()].reduce((s, v) => s + v, 0);
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = place(url);
  const fn = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byPlace.set(where, (byPlace.get(where) ?? 0) + us);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled`);
print('self time by file or package', byPlace);
print('self time by function', byFunction);
