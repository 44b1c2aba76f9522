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
    // A fork runs its files one after another in one module graph: the app's modules are imported
    // once per fork, not once per file (about 2 s of CPU each). Every file still gets its own database
    // and app (useTestApp), and no server test mocks modules or changes process-wide state
    // (docs/decisions/test-harness.md).
    isolate: false,
    // Every statement the tests run is rendered by Drizzle too and compared (db/render-sql.ts).
    env: { STATERA_CHECK_SQL_RENDER: '1', STATERA_CHECK_SERIALIZER: '1' },
  },
});
