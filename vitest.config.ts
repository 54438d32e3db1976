import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest keeps one core for itself by default, which on a 2-core machine means one worker:
      // two workers take a third less time (jsdom set-up, not the tests, is most of each file).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'registry/**/*.test.{ts,tsx}',
              'renderers/**/*.test.{ts,tsx}',
              'tests/contract/**/*.test.ts',
            ],
            setupFiles: ['./tests/setup/jsdom.ts'],
            // A busy host (a build, Chromium, the server suite beside it) stretches a screen's test well past
            // vitest's 5 s default: a ceiling, not a measure (their waits are for conditions).
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
            // One database migrated and seeded for the whole suite, copied by each test server.
            globalSetup: ['./server/test-support/seeded-template.ts'],
            // Ceilings for a busy host (a 2-core machine running the suite twice, or CI neighbours):
            // a server start hashes passwords and migrates, which takes seconds there, not milliseconds.
            // A test that needs to be fast says so with its own, tighter expectation.
            testTimeout: 180_000,
            hookTimeout: 240_000,
          },
        },
      ],
    },
  }),
);
