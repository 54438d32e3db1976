// One smoke test per type, from the same generated stories designers see (registry/generated/
// examples.stories.tsx): the example its catalogue entry points at in a demo tenant draws through the
// type's real registration with no console error, shows no fallback, and axe-core finds no serious or
// critical WCAG 2.1 A/AA violation in it (jsdom has no layout: contrast is checked by the e2e axe walk).
// A type added to a catalogue with an example is covered with no test code of its own. The API answers
// nothing (a renderer that loads its own data is checked in its loading state).
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EngineProvider } from '../src/engine';
import { loadAllValidators } from '../src/engine/validate';
import { messages } from '../src/i18n/messages';
import type { CatalogueKind, Registry, TypeKey } from '../src/engine/registry';
import { installFakeApi, never, QueryProvider } from '../tests/setup/fake-api';
import { typesWithExamples } from '../.storybook/examples';
import * as stories from './generated/examples.stories';
import { blockRegistry } from './blocks';
import { contentRegistry, fullEngine } from './contents';

const engine = fullEngine();
const registries: Record<CatalogueKind, Registry<never>> = {
  section: engine.sections,
  'home-layout': engine.homeLayouts,
  block: blockRegistry(),
  content: contentRegistry(),
};
const LOAD = { timeout: 30_000 };

const composed = Object.values(composeStories(stories));

/** axe's serious and critical findings, one line each. */
async function seriousViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    // jsdom's frames cannot answer axe's messages: the e2e axe walk checks framed pages.
    iframes: false,
  });
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  await loadAllValidators();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the catalogue examples', () => {
  it('are one story per type with data and an example', () => {
    const storyTypes = composed.map((story) => `${story.args.kind} ${String(story.args.type)}`).sort();
    const catalogueTypes = typesWithExamples()
      .map(({ kind, type }) => `${kind} ${String(type)}`)
      .sort();
    expect(storyTypes).toEqual(catalogueTypes);
    expect(storyTypes.length).toBeGreaterThan(60);
  });

  it('give every registered type an example', () => {
    const registered = Object.entries(registries).flatMap(([kind, registry]) =>
      registry.entries().map(({ type }) => `${kind} ${String(type)}`),
    );
    const withExamples = new Set(typesWithExamples().map(({ kind, type }) => `${kind} ${String(type)}`));
    expect(registered.filter((type) => !withExamples.has(type))).toEqual([]);
  });
});

describe.each(composed.map((Story) => ({ Story, name: Story.storyName ?? '' })))('$name', ({ Story }) => {
  const { kind, type } = Story.args as { kind: CatalogueKind; type: TypeKey };

  it(
    'draws its demo example with no console error, no fallback and no serious axe violation',
    LOAD,
    async () => {
      const errors = vi.spyOn(console, 'error');
      installFakeApi(never);
      // Its module first, so the drawing below is the renderer's, not the loading fallback.
      await registries[kind].get(type)!.load();
      const { container } = render(
        <EngineProvider config={engine}>
          <MemoryRouter>
            <QueryProvider>
              <Story />
            </QueryProvider>
          </MemoryRouter>
        </EngineProvider>,
      );
      // Effects and the first answers (none come: the API never answers) settle; a renderer that
      // draws nothing while its data loads (the profile link, a block of the learner's enrollments) is
      // checked as it is.
      await act(async () => undefined);
      expect(screen.queryByText(messages.itemUnavailable)).toBeNull();
      expect(await seriousViolations(container)).toEqual([]);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    },
  );
});
