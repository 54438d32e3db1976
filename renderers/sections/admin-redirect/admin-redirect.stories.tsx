import { sectionStory } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withSession } from '../../../.storybook/providers';
import { configureApi } from '../../../src/api/instance';
import AdminRedirect from './index';

const { args } = sectionStory(36);

const meta = {
  title: 'Sections/Admin redirect (type 36)',
  component: AdminRedirect,
  args,
  beforeEach: () =>
    configureApi({ apiBaseUrl: '/api', preview: true, adminHost: 'https://admin.aurora.test' }),
} satisfies Meta<typeof AdminRedirect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: Continuar opens the admin host with ?token= in a new tab. */
export const Admin: Story = { decorators: [withSession(demoSession(1))] };
export const NotAdmin: Story = { decorators: [withSession(demoSession(0))] };
export const SignedOut: Story = { decorators: [withSession(null)] };
