import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { decorator: { legacy: true } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.ts', 'adapters/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['contracts/**/*.pact.test.ts'],
          environment: 'node',
          // One pact file per provider, written by several test files (one per port): they run one
          // after another, and the global setup removes the pact files once before the run.
          fileParallelism: false,
          globalSetup: ['contracts/pact-global-setup.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
