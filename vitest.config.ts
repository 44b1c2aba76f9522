import { defineConfig } from 'vitest/config';

/** One vitest run over every workspace; each keeps its own config (environment, global setup). */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/determination', 'apps/server', 'apps/web'],
  },
});
