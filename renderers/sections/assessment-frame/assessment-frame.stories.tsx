import { sectionStory } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import { json } from '../../../tests/setup/fake-api';
import AssessmentFrame from './index';

const { section, args } = sectionStory(43);

const meta = {
  title: 'Sections/Assessment frame (type 43)',
  component: AssessmentFrame,
  args,
  decorators: [withSession(demoSession())],
} satisfies Meta<typeof AssessmentFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo questionnaire of fixtures/aurora/assets, served at /demo/. */
export const Default: Story = {
  decorators: [withApi(() => ({ success: true, url: `${section.contentLocation}?email=ana%40aurora.test` }))],
};
/** A section without a page: "Erro ao carregar conteúdo". */
export const LoadError: Story = {
  decorators: [
    withApi(() => json(404, { success: false, message: 'Esta seção não tem uma avaliação configurada.' })),
  ],
};
/** A javascript: address is never framed. */
export const UnsafeAddress: Story = {
  decorators: [withApi(() => ({ success: true, url: 'javascript:alert(1)' }))],
};
