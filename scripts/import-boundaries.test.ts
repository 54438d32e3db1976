// The import boundaries of .oxlintrc.json (scripts/import-boundaries.mjs): the layer table says what
// DESIGN.md's layout says, each rule refuses its violation and lets the allowed imports through, and
// oxlint itself fails on a bad sample project (a deep import, a scheme check of its own...).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryViolation, LAYERS, layerOf, PENDING } from './import-boundaries.mjs';

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

describe('the layer table (DESIGN.md, "Layout")', () => {
  const layers = Object.keys(LAYERS);
  const uiAndData = ['src/features', 'renderers', 'src/ui', 'src/api', 'src/session', 'src/paths'];

  it('names each layer by its top folder or src/ subfolder', () => {
    expect(layerOf('src/features/chat/ChatRoom.tsx')).toBe('src/features');
    expect(layerOf('src/main.tsx')).toBe('src/main');
    expect(layerOf('src/ui')).toBe('src/ui');
    expect(layerOf('renderers/blocks/catalog/index.tsx')).toBe('renderers');
    expect(layerOf('server/tenants/routes.ts')).toBe('server');
  });

  it('lists only layers it knows', () => {
    const known = new Set([...layers, 'schemas', 'fixtures']);
    expect(
      Object.values(LAYERS)
        .flat()
        .filter((layer) => !known.has(layer)),
    ).toEqual([]);
  });

  it.each(uiAndData)('lets no %s import the shell (src/app)', (layer) => {
    expect(LAYERS[layer]).not.toContain('src/app');
    expect(boundaryViolation(`${layer}/x.ts`, 'src/app/session')).toMatch(/may not import src\/app/);
  });

  it('lets only the entry point import the shell', () => {
    expect(layers.filter((layer) => LAYERS[layer]?.includes('src/app'))).toEqual(['src/main']);
  });

  it('keeps the engine from the app, features, renderers and the registry', () => {
    for (const layer of ['src/app', 'src/features', 'renderers', 'registry', 'src/ui', 'src/api'])
      expect(LAYERS['src/engine']).not.toContain(layer);
  });

  it('keeps the leaf modules leaves: session, paths and the data layer import no screen or widget', () => {
    for (const leaf of ['src/session', 'src/paths', 'src/api'])
      for (const layer of ['src/app', 'src/features', 'src/ui', 'renderers', 'registry'])
        expect(LAYERS[leaf]).not.toContain(layer);
  });

  it('keeps the shared rules importable by the server: nothing but the generated types', () => {
    expect(LAYERS['src/shared-rules']).toEqual(['src/generated']);
    expect(boundaryViolation('src/shared-rules/learning-locks.ts', 'src/i18n/messages')).toMatch(
      /src\/shared-rules may not import src\/i18n/,
    );
  });

  it('lets the server take from src/ only the shared rules and the generated types', () => {
    expect(LAYERS.server?.filter((layer) => layer.startsWith('src/')).sort()).toEqual([
      'src/generated',
      'src/shared-rules',
    ]);
    expect(boundaryViolation('server/auth/routes.ts', 'src/shared-rules/brazilian-documents')).toBeNull();
    expect(boundaryViolation('server/auth/routes.ts', 'src/app/session')).toMatch(
      /server may not import src\/app/,
    );
    expect(boundaryViolation('server/auth/routes.ts', 'src/i18n/messages')).toMatch(/server may not import/);
  });

  it('reaches renderers only through the registry', () => {
    expect(layers.filter((layer) => LAYERS[layer]?.includes('renderers'))).toEqual(['registry']);
  });

  it('has no pending exception left: the server takes the profile words from src/shared-rules', () => {
    expect(PENDING).toEqual({});
    expect(boundaryViolation('server/profile/routes.ts', 'src/i18n/profile')).toMatch(
      /server may not import/,
    );
  });

  it.each([
    ['src/api/instance.ts', 'src/features/chat'],
    ['src/api/instance.ts', 'src/ui/toast'],
    ['src/features/chat/ChatRoom.tsx', 'src/app/session'],
    ['src/ui/ContentRow.tsx', 'src/app/paths'],
    ['renderers/sections/chat-room/index.tsx', 'src/app/routes/NotFound'],
    ['src/engine/Block.tsx', 'registry/blocks'],
    ['src/session/store.ts', 'src/ui/toast'],
  ])('refuses %s importing %s', (from, to) => {
    expect(boundaryViolation(from, to)).toMatch(/may not import/);
  });

  it.each([
    ['src/api/chat.ts', 'src/shared-rules/chat-moment'],
    ['src/api/instance.ts', 'src/session'],
    ['src/features/chat/ChatRoom.tsx', 'src/paths/paths'],
    ['src/app/router.tsx', 'src/features/chat'],
    ['src/main.tsx', 'src/app/App'],
    ['registry/blocks.ts', 'renderers/blocks/catalog/index'],
    ['src/ui/contentTypeLabel.ts', 'schemas/content-types.json'],
    // Tests and stories also reach the test set-up, Storybook's and the fixtures.
    ['src/ui/avatar.test.ts', 'tests/setup/engine'],
    ['renderers/blocks/catalog/catalog.stories.tsx', '.storybook/fixture'],
    ['src/features/journeys/test-support.tsx', 'fixtures/aurora/parts/journeys.json'],
    // Scripts, tests and Storybook are not layers of the product.
    ['scripts/bench.ts', 'src/app/routes/LearningHomeScreen'],
    ['tests/setup/signed-in.ts', 'src/session'],
  ])('lets %s import %s', (from, to) => {
    expect(boundaryViolation(from, to)).toBeNull();
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
      rules: { 'architecture/import-boundaries': 'error', 'architecture/web-address': 'error' },
    }),
  );
  write('src/features/chat/index.ts', "export { ChatRoom } from './ChatRoom';\n");
  write('src/features/chat/ChatRoom.ts', 'export const ChatRoom = 1;\n');
  write('src/ui/toast.ts', 'export const showToast = 1;\n');
  write('renderers/sections/b/index.ts', 'export const b = 1;\n');

  it('passes a project that keeps to the rooms', () => {
    write('renderers/sections/a/index.ts', "export { ChatRoom } from '../../../src/features/chat';\n");
    write('src/api/instance.ts', 'export const api = 1;\n');
    // The one module that reads a scheme itself.
    write(
      'src/shared-rules/web-address.ts',
      "export const isHttp = (url: URL) => url.protocol === 'https:';\n",
    );
    const result = lint();
    expect(result.stdout).not.toContain('import-boundaries');
    expect(result.status).toBe(0);
  });

  it('fails on a deep import, a sibling renderer and src/api importing a widget', () => {
    write(
      'src/shared-rules/web-address.ts',
      "export const isHttp = (url: URL) => url.protocol === 'https:';\n",
    );
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
    expect(result.stdout).toContain('src/api/instance.ts:1:1: src/api may not import src/ui');
  });

  it('fails on an http(s) check outside src/shared-rules/web-address.ts, whichever side the scheme is on', () => {
    write(
      'src/ui/link.ts',
      [
        "export const a = (url: URL) => url.protocol === 'http:';",
        "export const b = (url: URL) => 'HTTPS:' !== url['protocol'];",
        "export const e = (doc: Document) => doc.location?.protocol === 'https:';",
        // Not an http(s) check: another scheme, the server's request scheme (no colon).
        "export const c = (url: URL) => url.protocol === 'data:';",
        "export const d = (request: { protocol: string }) => request.protocol === 'https';",
        '',
      ].join('\n'),
    );
    const result = lint();
    expect(result.status).toBe(1);
    const found = result.stdout.split('\n').filter((line) => line.includes('web-address'));
    expect(found.map((line) => line.split(':').slice(0, 2).join(':'))).toEqual([
      'src/ui/link.ts:1',
      'src/ui/link.ts:2',
      'src/ui/link.ts:3',
    ]);
    rmSync(path.join(project, 'src/ui/link.ts'));
  });
});
