import { defineConfig } from 'vitest/config';

// Property tests run many cases; a loaded CI machine needs more than the 5 s default.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000 },
});
