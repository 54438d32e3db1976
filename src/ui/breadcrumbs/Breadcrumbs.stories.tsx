import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Crumb } from './Breadcrumbs';
import { RuledTrail } from './RuledTrail';
import { CONTENT_TRAIL, learningTrailRules } from './trailRules';

const learningPath: Crumb[] = [
  { label: 'Início', to: '/' },
  { label: 'Escola de Liderança e Gestão de Pessoas', to: '/catalog/ORG1' },
  { label: 'Trilha de Liderança', to: '/level/10' },
  { label: 'Módulo 1: comunicação', to: '/level/10/N2' },
  { label: 'Comunicação não violenta no trabalho', to: '/contentNode/55' },
];

const meta = {
  title: 'Widgets/Breadcrumbs',
  component: RuledTrail,
  args: { crumbs: learningPath, rules: CONTENT_TRAIL },
} satisfies Meta<typeof RuledTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content app's "Você está em": 40 characters, every crumb. */
export const ContentApp: Story = {};
/** The learning footer on a large screen: 25 characters. */
export const LearningLargeScreen: Story = { args: { rules: learningTrailRules(1280) } };
/** The learning footer at 800 px or less: 13 characters, first, "…" and the last two. */
export const LearningSmallScreen: Story = { args: { rules: learningTrailRules(375) } };
