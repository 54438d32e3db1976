// The horizonte demo's plans (issue 19 item 6; learning-area.md 3 Plan, Plan campaign, 4.8, 9): the
// company is trying Plano Equipes with 12 days left from the day the fixture is seeded (the server stores
// the end and counts down), may extend it once (trialsCount 1), and may hire Essencial or Equipes by the
// calculator or ask sales for Enterprise (no trial). Its campaign starts after the demo's today, so no
// modal covers the home the other end-to-end tests walk. Written to fixtures/horizonte/parts/plans.json
// by scripts/make-horizonte-learning.ts.
const agreement = (plan: string) =>
  `<p>Ao contratar o ${plan}, a empresa concorda com as condições comerciais apresentadas pela equipe ` +
  'de vendas. O valor simulado é mensal, por usuário, e pode incluir taxa de adesão.</p>';

export const plansPart = {
  learningPlans: [
    {
      idPlan: 1,
      name: 'Plano Essencial',
      description: 'Cursos prontos e trilhas para começar a capacitar a equipe.',
      features: [
        { description: 'Biblioteca de cursos prontos' },
        { description: 'Trilhas de aprendizagem' },
        { description: 'Certificados digitais' },
      ],
      products: [{ name: 'Plataforma de aprendizagem' }],
      agreementContent: agreement('Plano Essencial'),
    },
    {
      idPlan: 2,
      name: 'Plano Equipes',
      description: 'Trilhas e turmas para toda a empresa.',
      active: true,
      trial: 1,
      trialsCount: 1,
      deadline: 12,
      features: [
        { description: 'Tudo do Plano Essencial' },
        { description: 'Turmas com encontros presenciais e on-line' },
        { description: 'Avaliações, pesquisas e relatórios' },
        { description: 'Ranking e campanhas de engajamento' },
      ],
      products: [{ name: 'Plataforma de aprendizagem' }, { name: 'Aplicativo de conteúdos' }],
      agreementContent: agreement('Plano Equipes'),
      planUpgrade: { isPlanContractButtonActive: true },
    },
    {
      idPlan: 3,
      name: 'Plano Enterprise',
      description: 'Para grandes empresas: integrações, SSO e atendimento dedicado.',
      contactOnly: true,
      allowsTrial: false,
      features: [
        { description: 'Tudo do Plano Equipes' },
        { description: 'Login único (SSO) e integrações com o RH' },
        { description: 'Gerente de sucesso dedicado' },
      ],
      products: [
        { name: 'Plataforma de aprendizagem' },
        { name: 'Aplicativo de conteúdos' },
        { name: 'Consultoria de implantação' },
      ],
    },
  ],
  learningPlanCampaigns: [
    {
      idCampaign: 1,
      title: 'Volta às aulas: contrate o Plano Equipes',
      description: 'Leve trilhas e turmas para toda a empresa no novo ano.',
      startDate: '2027-01-04T00:00:00-03:00',
      finishDate: '2027-02-26T23:59:59-03:00',
      mediaType: 'IMAGE',
      mediaUrl: '/demo/capa-lideranca.svg',
      frequencyToShow: 300,
    },
  ],
};
