import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const alias = viteConfig.resolve?.alias;
const apiDatabases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    // Vitest keeps a core free by default, which on a two-core machine runs one file at a time; the
    // API files wait on their databases as much as they compute, so every core runs a file.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'tests/cli/**/*.test.ts',
            'tests/analyst/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      mergeConfig(viteConfig, {
        root: '.',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['tests/client-setup.ts'],
          // Screens typed into by user-event take seconds on two busy cores; 5 s is too tight there.
          testTimeout: 20_000,
        },
      }),
      ...apiDatabases.map((database) => ({
        resolve: { alias },
        test: {
          name: `api-${database}`,
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // *.postgres.test.ts need another process to reach the same database: a server's only.
          exclude: database === 'pglite' ? ['tests/api/**/*.postgres.test.ts'] : [],
          env: { TEST_DB: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        // Real third-party documents from ../shared/fixtures; `npm run test:corpus`, not `npm test`.
        resolve: { alias },
        test: {
          name: 'corpus',
          environment: 'node',
          include: ['tests/corpus/**/*.corpus.test.ts'],
          // Each file drives the sandboxed extractor's own pool of processes and OCR; two files at once
          // on two cores read a scan differently than one does, so they take turns.
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
