/**
 * The server's production build: `src/main.ts` and the workspace packages it imports bundled by
 * esbuild into one ES module, `dist/main.mjs` (npm packages stay in node_modules), with the SQL
 * migrations beside it in `dist/migrations`. Plain `node dist/main.mjs` then starts in about a second
 * at about half the resident memory of `--import tsx src/main.ts`, which transpiles every file on
 * load and keeps the loader's own thread and heap (docs/deployment.md gives the figures).
 * Paths derived from `import.meta.url` stay right: dist/ sits at the same depth as src/.
 *   node scripts/build.mjs    (run by `npm run build -w @statera/server`, scripts/start.sh, scripts/e2e.sh)
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@statera/'))
  .flatMap((name) => [name, `${name}/*`]);
const dist = path.join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(dist, 'main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  // Bundled CommonJS (if any) asks for require: give it Node's.
  banner: {
    js: "import { createRequire as __statera_cr } from 'node:module'; const require = __statera_cr(import.meta.url);",
  },
});
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server bundle: dist/main.mjs in ${(performance.now() - started).toFixed(0)} ms`);
