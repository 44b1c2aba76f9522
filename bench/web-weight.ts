/**
 * Weight of the web app's first page (the login page): the JavaScript and CSS that the built
 * `index.html` makes the browser load before anything is clicked — the entry script, every
 * `modulepreload` and stylesheet link, and (to be sure nothing is missed) every static `import`
 * of those scripts, followed transitively. Dynamic `import()`s (lazy pages, layouts, widgets) are
 * not counted: they load on demand.
 *
 *   npm run build -w @statera/web && npx tsx bench/web-weight.ts [--max-kb 200] [--dist apps/web/dist]
 *
 * Sizes are gzip at the default level 6 (as Vite's build report; the server sends brotli or
 * gzip level 9, which are smaller). With --max-kb it exits 1 when the gzipped total exceeds the
 * budget (KB = 1,000 bytes, as Vite reports); scripts/test.sh runs it right after building the web app
 * with the budget reached so far, lowered as the page gets lighter (docs/decisions/web-delivery.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface WeightedFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  files: WeightedFile[];
  raw: number;
  gzip: number;
  brotli: number;
}

const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');

/** The scripts and stylesheets the HTML loads at once, as URL paths ("/assets/index-abc.js"). */
export function initialUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (tag.toLowerCase().startsWith('<script')) {
      const src = ATTRIBUTE('src').exec(tag)?.[1];
      if (src && /\btype\s*=\s*["']module["']/i.test(tag)) urls.push(src);
      continue;
    }
    const rel = ATTRIBUTE('rel').exec(tag)?.[1]?.toLowerCase();
    const href = ATTRIBUTE('href').exec(tag)?.[1];
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) urls.push(href);
  }
  return urls;
}

/**
 * Relative specifiers a module imports statically (`import x from "./a.js"`, `import "./b.js"`,
 * `export { y } from "./c.js"`); `import("./d.js")` is dynamic and left out.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1] as string);
  return [...found];
}

/** Follows the initial URLs and the static imports of every script among them; sizes each file once. */
export function measureInitialWeight(dist: string): PageWeight {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const queue = initialUrls(html).map((url) => url.replace(/^\//, '').split(/[?#]/)[0] as string);
  const seen = new Set<string>();
  const files: WeightedFile[] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const full = path.join(dist, file);
    if (!existsSync(full)) throw new Error(`index.html loads ${file}, which the build does not contain`);
    const content = readFileSync(full);
    files.push({
      file,
      raw: content.length,
      gzip: gzipSync(content, { level: 6 }).length,
      brotli: brotliCompressSync(content).length,
    });
    if (file.endsWith('.js')) {
      for (const spec of staticImports(content.toString('utf8'))) {
        queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
      }
    }
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main(argv: string[]): number {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.resolve(option('--dist') ?? path.join(root, 'apps/web/dist'));
  const maxKb = option('--max-kb') === undefined ? undefined : Number(option('--max-kb'));
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No web build at ${dist}: run \`npm run build -w @statera/web\` first.`);
    return 1;
  }
  const weight = measureInitialWeight(dist);
  console.log('Login page, initial JS + CSS (what index.html loads before any lazy import):');
  for (const f of weight.files) {
    console.log(
      `  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(9)} gz ${kb(f.brotli).padStart(9)} br`,
    );
  }
  console.log(
    `  ${`total (${weight.files.length} files)`.padEnd(48)} ${kb(weight.raw).padStart(10)} raw ${kb(weight.gzip).padStart(9)} gz ${kb(weight.brotli).padStart(9)} br`,
  );
  if (maxKb !== undefined) {
    if (!Number.isFinite(maxKb)) {
      console.error('--max-kb needs a number');
      return 1;
    }
    if (weight.gzip > maxKb * 1000) {
      console.error(
        `Over budget: ${kb(weight.gzip)} gzipped > ${maxKb} KB. Lazy-load what the login page does not need.`,
      );
      return 1;
    }
    console.log(`Within budget: ${kb(weight.gzip)} gzipped ≤ ${maxKb} KB.`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
