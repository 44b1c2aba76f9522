import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file is its own process with its own PGlite (single-threaded WebAssembly): two at a time
    // keep both cores of the CI machine busy; vitest's default of cores − 1 would leave one idle.
    maxWorkers: 2,
  },
});
