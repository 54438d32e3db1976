import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withRealtime, withSession } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/articles.json';
import type { ContentItem } from '../../../src/generated/types';
import { never, serverError } from '../../../tests/setup/fake-api';
import Article from './index';

const article = part.content.find((item) => item.idContentType === 3) as ContentItem;

const meta = {
  title: 'Contents/Article (type 3)',
  component: Article,
  args: { item: article, idSection: article.idSection },
  decorators: [withRealtime(), withSession(demoSession())],
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, text, "saiba mais" and the article's chat room (no message yet). */
export const Default: Story = { decorators: [withApi(() => ({ success: true, data: [] }))] };
/** No image, no body, no link, no room: only what the item has is drawn. */
export const Empty: Story = {
  args: { item: { idContentItem: article.idContentItem, idContentType: 3, text: article.text } },
  decorators: [withApi(never)],
};
/** The chat's history still loading ("Carregando..."). */
export const Loading: Story = { decorators: [withApi(never)] };
/** The chat's history failing: the article stays, the chat offers to try again. */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
