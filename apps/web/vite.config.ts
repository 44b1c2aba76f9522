import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_PAGE_KEYS, pickWords } from './src/lib/locales/first-page-keys.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (JS, CSS, HTML, SVG, JSON)
 * over 1 KB, at the highest levels: compressed once here, the server sends them by Accept-Encoding
 * (`apps/server/src/plugins/static-web.ts`, @fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'statera:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
        }),
      );
    },
  };
}

const FIRST_PAGE_WORDS_ID = 'virtual:first-page-words';

/**
 * `virtual:first-page-words`: the parts of en.json the first download carries (`FIRST_PAGE_KEYS`),
 * picked out at build time so en.json stays the one file of words (docs/decisions/web-delivery.md).
 * vitest.config.ts uses it too.
 */
export function firstPageWords(): Plugin {
  const file = path.resolve(import.meta.dirname, 'src/lib/locales/en.json');
  return {
    name: 'statera:first-page-words',
    resolveId: (id) => (id === FIRST_PAGE_WORDS_ID ? `\0${FIRST_PAGE_WORDS_ID}` : undefined),
    load(id) {
      if (id !== `\0${FIRST_PAGE_WORDS_ID}`) return undefined;
      this.addWatchFile(file);
      const words = pickWords(JSON.parse(readFileSync(file, 'utf8')), FIRST_PAGE_KEYS);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(words))});`;
    },
  };
}

/**
 * Every lazy import carries the list of files to preload with it (`__vite__mapDeps`; the router's
 * pages put theirs in the entry chunk). The files the entry loads statically are in the browser before
 * any code runs, so listing them again only weighs on the first download: they are left out of every
 * list (docs/decisions/web-delivery.md). Runs before Vite writes the lists (its generateBundle).
 */
function skipInitialPreloads() {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'statera:skip-initial-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        initial.clear();
        const queue = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
        while (queue.length > 0) {
          const chunk = queue.pop();
          if (chunk?.type !== 'chunk' || initial.has(chunk.fileName)) continue;
          initial.add(chunk.fileName);
          for (const file of chunk.imports) if (bundle[file]) queue.push(bundle[file]);
        }
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'html' ? deps : deps.filter((dep) => !initial.has(dep));
  return { plugin, resolveDependencies };
}

const initialPreloads = skipInitialPreloads();

/**
 * Libraries every page runs (React, the router, i18n, TanStack Query, zod) get their own chunks, so a
 * new release of the app's code leaves them cached. Component libraries (Mantine) are not grouped:
 * a group would pull every component any lazy page uses into the first download.
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  // Not react-i18next's <Trans> (with its HTML parser): only lazy pages use it, and a group takes every
  // module of its libraries that any page uses into the first download.
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/ },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  plugins: [react(), firstPageWords(), precompress(), initialPreloads.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { resolveDependencies: initialPreloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
        // The entry lists every lazy chunk's file (the preload map): the app's chunks go by their
        // hash alone, which keeps that list short (1.7 KB gzipped less); the vendor groups keep names.
        chunkFileNames: (chunk) =>
          VENDOR_GROUPS.some((g) => g.name === chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
