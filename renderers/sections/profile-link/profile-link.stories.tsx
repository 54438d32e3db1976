import { sectionStory } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/profile.json';
import type { Campaign, CampaignUserPoint } from '../../../src/generated/types';
import { never, serverError } from '../../../tests/setup/fake-api';
import ProfileLink from './index';

const { args } = sectionStory(60);
const learner = part.users[0]!;
const eventName = (idEvent: number) =>
  part.gamificationEvents.find((event) => event.idgamification_event === idEvent)?.event ?? '';

// What the reference API answers for these fixtures (server/store/campaign-store.ts), joined here.
const campaigns: Campaign[] = part.campaigns.map((campaign) => ({
  ...(campaign as Campaign),
  points: campaign.events.map(({ idEvent, points }) => ({ name: eventName(idEvent), points })),
}));
const activities: CampaignUserPoint[] = part.campaignUserPoints
  .filter((activity) => activity.idUser === learner.idUser)
  .map((activity) => ({
    event: eventName(activity.idEvent),
    contentitemtext: activity.contentitemtext,
    eventDate: activity.eventDate,
    points:
      part.campaigns
        .find((campaign) => campaign.idgamification_campaign === activity.idCampaign)
        ?.events.find((event) => event.idEvent === activity.idEvent)?.points ?? 0,
  }));

const session = demoSession();
const signedIn = withSession({
  ...session,
  loginInfo: {
    ...session.loginInfo,
    idUser: learner.idUser,
    name: learner.name,
    email: learner.email,
    gamification: 1,
  },
});

const user = {
  idUser: learner.idUser,
  idCompany: 1,
  name: learner.name,
  email: learner.email,
  cpf: learner.cpf,
  phone: learner.phone,
  communicationAccepted: 1,
  emailNotification: 1,
  smsNotification: 0,
};

const answering = (points: CampaignUserPoint[], list: Campaign[]) =>
  withApi((url) => {
    if (url.pathname.startsWith('/users/')) return { success: true, user, notifications: [] };
    if (url.pathname === '/campaign/listcampaigns') return { success: true, campaigns: list };
    if (url.pathname === '/campaign/listcampaignuserpoints')
      return {
        success: true,
        data: points,
        totalPoints: points.reduce((sum, point) => sum + point.points, 0),
      };
    return { success: true, message: 'Perfil atualizado com sucesso' };
  });

const meta = {
  title: 'Sections/Profile (type 60)',
  component: ProfileLink,
  args,
  decorators: [signedIn],
} satisfies Meta<typeof ProfileLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gamification on: "Meus Pontos" with the fixture's campaigns, the form read until "Editar perfil". */
export const Default: Story = { decorators: [answering(activities, campaigns)] };
/** No activity and no campaign: "Nenhuma atividade encontrada." */
export const Empty: Story = { decorators: [answering([], [])] };
export const Loading: Story = { decorators: [withApi(never)] };
/** "Error retrieving user data". */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
