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
  },
});
