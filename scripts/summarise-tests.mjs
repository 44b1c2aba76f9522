// Adds up the JSON reports of vitest and Playwright, prints "N passed, N failed" and names each
// failed test with the first line of its error (CI shows only the tail of the output).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (message) =>
  String(message ?? '')
    .replace(ansiColour, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';
function playwrightFailures(suites, file) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file ?? file}: ${spec.title} — ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, suite.file ?? file);
  }
}
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const r = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if ('numTotalTests' in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    for (const result of r.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name);
      const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push(`${where}: ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
      if (result.status === 'failed' && failedTests.length === 0)
        failures.push(`${where}: ${firstLine(result.message)}`);
    }
  } else if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    console.log(`${file}: ${r.stats.expected} passed, ${r.stats.unexpected} failed`);
    playwrightFailures(r.suites, file);
  }
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
