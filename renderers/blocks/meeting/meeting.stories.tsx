import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Block } from '../../../src/engine/Block';
import { blockLoaders } from '../../../.storybook/learning-blocks';
import { inPersonMeeting, onlineMeeting } from '../../../tests/fixtures/learning-samples';
import { never, withFakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';

const signedIn = (Story: ComponentType) => {
  signInForTest({ loginInfo: { idUser: 1 } });
  return <Story />;
};

const meta = {
  title: 'Blocks/Meeting',
  component: Block,
  loaders: blockLoaders,
  args: {
    block: {
      blockType: 'Meeting',
      idBlock: 12,
      title: 'Próximos encontros',
      parameters: { nodeCode: 'HZ-LID-01' },
    },
  },
  decorators: [
    withFakeApi((url) => ({
      result: url.searchParams.has('nodeCode') ? [inPersonMeeting] : [onlineMeeting, inPersonMeeting],
    })),
    signedIn,
  ],
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Eventos da página' first; 'Todos os eventos' adds the online meeting with its link. */
export const WithPageFilter: Story = {};
export const Empty: Story = { decorators: [withFakeApi(() => ({ result: [] })), signedIn] };
export const Loading: Story = { decorators: [withFakeApi(never), signedIn] };
