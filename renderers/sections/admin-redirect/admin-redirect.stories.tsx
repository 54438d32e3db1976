import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withSession } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/screens.json';
import { configureApi } from '../../../src/api/instance';
import type { MenuSection } from '../../../src/generated/types';
import AdminRedirect from './index';

const section = part.menu.find((entry) => entry.idSectionType === 36) as MenuSection;

const meta = {
  title: 'Sections/Admin redirect (type 36)',
  component: AdminRedirect,
  args: { section, format: {}, items: [] },
  beforeEach: () =>
    configureApi({ apiBaseUrl: '/api', preview: true, adminHost: 'https://admin.aurora.test' }),
} satisfies Meta<typeof AdminRedirect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: Continuar opens the admin host with ?token= in a new tab. */
export const Admin: Story = { decorators: [withSession(demoSession(1))] };
export const NotAdmin: Story = { decorators: [withSession(demoSession(0))] };
export const SignedOut: Story = { decorators: [withSession(null)] };
