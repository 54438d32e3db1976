import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withSession } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/articles.json';
import type { ContentItem } from '../../../src/generated/types';
import EmbeddedPage from './index';

const framed = part.content.find((item) => item.idContentType === 4 && item.contentLocation) as ContentItem;
const withoutAddress = part.content.find(
  (item) => item.idContentType === 4 && !item.contentLocation,
) as ContentItem;

const meta = {
  title: 'Contents/Embedded page (type 4)',
  component: EmbeddedPage,
  args: { item: framed, idSection: framed.idSection },
  decorators: [withSession(demoSession())],
} satisfies Meta<typeof EmbeddedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The partner page framed with a link token appended (none here: a story has no API to mint one).
 * Storybook serves no /demo/ files: run the app (npm start) to see the demo page read its token.
 */
export const Default: Story = {};
/** A page elsewhere keeps its own origin in the sandbox (allow-same-origin). */
export const OtherOrigin: Story = {
  args: { item: { ...framed, contentLocation: 'https://parceiros.aurora.test/cursos?trilha=atendimento' } },
};
/** No address: "Voltando..." while it goes back (to the home in Storybook's memory router). */
export const Empty: Story = { args: { item: withoutAddress } };
/** An address that is no http(s) page counts as none. */
export const LoadError: Story = { args: { item: { ...framed, contentLocation: 'javascript:alert(1)' } } };
