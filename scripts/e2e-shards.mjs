// Splits the browser journeys (every e2e/*.spec.ts) into N groups of about equal running time, one
// line of spec paths per group, for scripts/e2e.sh to run on N app instances at once. Times come
// from e2e/journey-durations.json (seconds, from a full run's Playwright report); a spec not listed
// there counts as the median. Longest first, each to the group with the least time so far.
import { readdirSync, readFileSync } from 'node:fs';

const groups = Math.max(1, Number(process.argv[2] ?? 2));
const specs = readdirSync('e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
const measured = JSON.parse(readFileSync('e2e/journey-durations.json', 'utf8'));
const known = Object.values(measured).sort((a, b) => a - b);
const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 30;
const weight = (spec) => measured[spec] ?? median;

const shards = Array.from({ length: groups }, () => ({ seconds: 0, specs: [] }));
for (const spec of [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
  const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
  lightest.specs.push(spec);
  lightest.seconds += weight(spec);
}
for (const s of shards.filter((s) => s.specs.length > 0)) console.log(s.specs.map((f) => `e2e/${f}`).join(' '));
