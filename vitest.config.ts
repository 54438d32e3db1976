import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const jsdomFiles = [
  'src/**/*.test.{ts,tsx}',
  'registry/**/*.test.{ts,tsx}',
  'renderers/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.ts',
];

// The jsdom files that mock or reload modules, test module state from its start, or use IndexedDB
// ('fake-indexeddb/auto' sets it on the window of the first file that imports it, and the answers
// outbox keeps one open database per module graph). A test in the 'unit' project that starts doing
// any of these fails there with another file's modules: move it here.
const moduleMockingFiles = [
  'renderers/contents/live-stream/live-stream.test.tsx',
  'renderers/contents/pdf/pdf.test.tsx',
  'renderers/contents/video/video.test.tsx',
  'src/api/client-offline-validators.test.ts',
  'src/app/learning/LearningScreens.test.tsx',
  'src/app/useOfflineToast.test.ts',
  'src/engine/validate-retry.test.ts',
  'src/engine/validate.test.ts',
  'src/features/evaluations/EvaluationScreen.test.tsx',
  'src/features/offline-courses/saveCourse.test.ts',
  'src/features/outbox/OutboxStatus.test.tsx',
  'src/features/outbox/outbox.test.ts',
  'src/features/scorm-lessons/LessonScreens.test.tsx',
  'src/scorm-host/host.test.ts',
  'src/scorm-host/kept.test.ts',
  'src/ui/virtual/VirtualGrid.test.tsx',
  'src/ui/virtual/draw-queue.test.ts',
];

const jsdomProject: { environment: 'jsdom'; setupFiles: string[]; testTimeout: number } = {
  environment: 'jsdom',
  setupFiles: ['./tests/setup/jsdom.ts'],
  // A busy host (a build, Chromium, the server suite beside it) stretches a screen's test well past
  // vitest's 5 s default: a ceiling, not a measure (their waits are for conditions).
  testTimeout: 60_000,
};

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
            ...jsdomProject,
            name: 'unit',
            include: jsdomFiles,
            exclude: moduleMockingFiles,
            // One module graph per worker instead of one per file: React, react-aria and the engine are
            // imported and transformed once, which cuts this project's time by four. tests/setup/jsdom.ts
            // resets what a file could leave behind (storage, spies, the DOM).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...jsdomProject,
            name: 'unit-isolated',
            // vi.mock() and vi.resetModules() replace modules for one file: shared with the others, they
            // would leak into them, so these files keep a module graph each.
            include: moduleMockingFiles,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            // One module graph per worker (Fastify, the routes, the SQL) instead of one per file: half this
            // project's time. Each test file starts its own servers and databases, so no state is shared.
            isolate: false,
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
