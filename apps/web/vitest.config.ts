import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstPageWords } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), firstPageWords()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // CI runs every workspace's tests at once on two cores: generous limits keep slow renders from failing.
    testTimeout: 20_000,
    // A worker runs its files one after another in one module graph and one happy-dom window:
    // React, Mantine, i18n and the setup file are imported once per worker, not once per file
    // (docs/decisions/test-harness.md). Every file still renders into a fresh container, unmounted
    // after each test (setup.ts), with localStorage cleared; no web test mocks a module, and the ones
    // that fake timers, spy or stub a global restore them in afterEach.
    isolate: false,
  },
});
