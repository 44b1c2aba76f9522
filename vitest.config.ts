import { defineConfig } from 'vitest/config';

/**
 * One vitest run over every workspace; each keeps its own config (environment, global setup).
 * Two workers: the machines that run the suite (CI, the dev box) have two cores, and vitest's default
 * (cores − 1) would run every file one after another (docs/architecture.md, Tests).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/shared', 'packages/determination', 'packages/off-payroll', 'apps/server', 'apps/web'],
  },
});
