// The import boundaries of .oxlintrc.json (scripts/import-boundaries.mjs): each rule refuses its
// violation and lets the allowed imports through, and oxlint itself fails on a bad sample project.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryViolation } from './import-boundaries.mjs';

describe('a feature is reached through its public index', () => {
  it.each([
    ['renderers/sections/chat-room/index.tsx', 'src/features/chat/ChatRoom'],
    ['src/app/routes/ContentScreen.tsx', 'src/features/tracking/useContentTracking'],
    ['src/features/user-upload/UserUploadView.tsx', 'src/features/media/MediaPlayer'],
    ['renderers/sections/store/index.tsx', 'src/features/store/store.css'],
    // Demo data is for tests and stories, not for the product.
    ['renderers/contents/journey/index.tsx', 'src/features/journeys/test-support'],
    // Only the router, and only lazily.
    ['src/app/router.tsx', 'src/features/store/ProductScreen'],
  ])('%s may not import %s', (from, to) => {
    expect(boundaryViolation(from, to)).toMatch(/feature: import its public index/);
  });

  it.each([
    ['renderers/sections/chat-room/index.tsx', 'src/features/chat', {}],
    ['renderers/sections/chat-room/index.tsx', 'src/features/chat/index', {}],
    ['src/features/chat/ChatRoom.tsx', 'src/features/chat/room-days', {}],
    ['src/features/media/usePlaybackReports.ts', 'src/features/tracking', {}],
    ['renderers/contents/journey/journey.test.tsx', 'src/features/journeys/test-support', {}],
    ['renderers/contents/journey/journey.stories.tsx', 'src/features/journeys/test-support', {}],
    ['src/app/router.tsx', 'src/features/store/ProductScreen', { dynamic: true }],
  ])('%s may import %s', (from, to, how) => {
    expect(boundaryViolation(from, to, how)).toBeNull();
  });
});

describe('a renderer folder imports no other renderer folder', () => {
  it('refuses a sibling of the same group and a folder of another group', () => {
    expect(
      boundaryViolation('renderers/contents/impact-journey/index.tsx', 'renderers/contents/journey/outline'),
    ).toMatch(/imports another renderer folder/);
    expect(boundaryViolation('renderers/home/row/index.tsx', 'renderers/sections/card-row/index')).toMatch(
      /imports another renderer folder/,
    );
  });

  it('lets a renderer import its own files and src/', () => {
    expect(
      boundaryViolation('renderers/sections/upload-form/index.tsx', 'renderers/sections/upload-form/schema'),
    ).toBeNull();
    expect(boundaryViolation('renderers/sections/upload-form/index.tsx', 'src/ui/cards')).toBeNull();
  });
});

describe('src/api imports no feature and no widget', () => {
  it.each(['src/features/chat', 'src/ui/toast', 'src/ui'])('refuses %s', (to) => {
    expect(boundaryViolation('src/api/instance.ts', to)).toMatch(/src\/api imports no feature and no widget/);
  });

  it('lets it import the shared rules and the app session', () => {
    expect(boundaryViolation('src/api/chat.ts', 'src/shared-rules/chat-moment')).toBeNull();
    expect(boundaryViolation('src/api/instance.ts', 'src/app/session')).toBeNull();
  });
});

describe('oxlint with the plugin', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };
  const oxlint = path.resolve(import.meta.dirname, '../node_modules/.bin/oxlint');
  const lint = () =>
    spawnSync(oxlint, ['-c', '.oxlintrc.json', '-f', 'unix', 'src', 'renderers'], {
      cwd: project,
      encoding: 'utf8',
    });

  write('package.json', '{}');
  write(
    '.oxlintrc.json',
    JSON.stringify({
      jsPlugins: [path.resolve(import.meta.dirname, 'import-boundaries.mjs')],
      rules: { 'architecture/import-boundaries': 'error' },
    }),
  );
  write('src/features/chat/index.ts', "export { ChatRoom } from './ChatRoom';\n");
  write('src/features/chat/ChatRoom.ts', 'export const ChatRoom = 1;\n');
  write('src/ui/toast.ts', 'export const showToast = 1;\n');
  write('renderers/sections/b/index.ts', 'export const b = 1;\n');

  it('passes a project that keeps to the rooms', () => {
    write('renderers/sections/a/index.ts', "export { ChatRoom } from '../../../src/features/chat';\n");
    write('src/api/instance.ts', 'export const api = 1;\n');
    const result = lint();
    expect(result.stdout).not.toContain('import-boundaries');
    expect(result.status).toBe(0);
  });

  it('fails on a deep import, a sibling renderer and src/api importing a widget', () => {
    write(
      'renderers/sections/a/index.ts',
      "export { ChatRoom } from '../../../src/features/chat/ChatRoom';\nexport { b } from '../b';\n",
    );
    write('src/api/instance.ts', "export { showToast } from '../ui/toast';\n");
    const result = lint();
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      "renderers/sections/a/index.ts:1:1: 'src/features/chat/ChatRoom' is inside the chat feature",
    );
    expect(result.stdout).toContain('renderers/sections/a/index.ts:2:1: ');
    expect(result.stdout).toContain('imports another renderer folder');
    expect(result.stdout).toContain('src/api/instance.ts:1:1: src/api imports no feature and no widget');
  });
});
