import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_URL, normalPublicUrl } from './public-url.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the public address', () => {
  it('reaches the code one way: no module but lib/public-url.ts names an address of its own', () => {
    const own = sources(SRC).filter(
      (file) =>
        !file.endsWith(path.join('lib', 'public-url.ts')) && readFileSync(file, 'utf8').includes('localhost:3000'),
    );
    expect(own.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('is the configured address without its trailing slash, or the default', () => {
    expect(normalPublicUrl('https://statera.example.com/')).toBe('https://statera.example.com');
    expect(normalPublicUrl(undefined)).toBe(DEFAULT_PUBLIC_URL);
  });
});
