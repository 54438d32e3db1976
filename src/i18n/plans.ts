// pt-BR texts of the plans and trial screens (learning-area.md 2.4 "Plan modals", 4.8, 5, 9;
// content-app.md 3, 9). Only the lazy plans feature reads them. The spec's own words (the trial button,
// the contact form's messages) live in src/shared-rules/plan-trial.ts and plan-contact.ts.
import { DEFAULT_TRIAL_DAYS, EXTENDED_TRIAL_DAYS, daysLeftText } from '../shared-rules/plan-trial';
import { plural } from './format';

const users = (count: number) => plural(count, '1 usuário', `${count.toLocaleString('pt-BR')} usuários`);

export const plansMessages = {
  close: 'Fechar',
  back: 'Voltar',
  // upgrade: the plan cards
  upgradeTitle: 'Conheça os planos',
  upgradeIntro: 'Escolha o plano ideal para a sua empresa. Você pode simular o valor antes de contratar.',
  inTrial: (days: number) => (days > 0 ? `Em degustação · ${daysLeftText(days)}` : 'Degustação encerrada'),
  currentPlan: 'Plano atual',
  moreDetails: 'Mostrar mais detalhes',
  lessDetails: 'Mostrar menos detalhes',
  features: 'O que está incluído',
  products: 'Produtos',
  hire: 'Contratar',
  hirePlan: (plan: string) => `Contratar o ${plan}`,
  talkToSales: 'Falar com a equipe comercial',
  tryFree: `Experimentar grátis por ${DEFAULT_TRIAL_DAYS} dias`,
  alreadyRequested: 'Pedido de contratação enviado',
  loading: 'Carregando os planos...',
  // selectedPlan
  selectedTitle: (plan: string) => plan,
  priceRange: (highest: string, lowest: string) =>
    `De ${highest} a ${lowest} por usuário por mês: cada faixa de usuários tem o seu valor, e quanto mais usuários, menor o valor da faixa.`,
  simulate: 'Simular valor',
  // calculatorPlan
  calculatorTitle: 'Simule o valor do plano',
  usersLabel: 'Número de usuários',
  usersHint: 'Quantas pessoas da empresa vão usar a plataforma (ao menos 1).',
  usersMinimum: 'Informe ao menos 1 usuário.',
  simulationCaption: (plan: string) => `Simulação do ${plan} por faixa de usuários`,
  tier: 'Faixa',
  tierRange: (from: number, to: number | null) =>
    to === null
      ? `Acima de ${(from - 1).toLocaleString('pt-BR')}`
      : `${from.toLocaleString('pt-BR')} a ${to.toLocaleString('pt-BR')}`,
  tierUsers: 'Usuários',
  perUser: (price: string) => `${price} por usuário`,
  subtotal: 'Subtotal',
  monthlyTotal: 'Total mensal',
  simulationNote:
    'Este valor é uma simulação. Pode haver taxa de adesão, e a nossa equipe comercial confirma os valores depois do pedido.',
  continue: 'Continuar',
  // detail
  detailTitle: 'Confira o seu pedido',
  detailPlan: 'Plano',
  detailUsers: 'Usuários',
  detailUsersValue: users,
  detailMonthly: 'Valor mensal simulado',
  terms: 'Ver as condições do plano',
  termsTitle: (plan: string) => `Condições do ${plan}`,
  // dialog: the confirmation
  confirmQuestion: (plan: string, count: number, price: string) =>
    `Confirma o pedido de contratação do ${plan} para ${users(count)} por ${price} por mês?`,
  confirmHire: 'Enviar pedido',
  sending: 'Enviando...',
  // trial steps (ConfirmTrial, ConfirmSucess, ConfirmPlan, FinishTrial, ExtendTrial, RequestExtendTrial)
  confirmTrialTitle: (plan: string) => `Experimentar o ${plan}`,
  confirmTrialText: `Sua empresa terá ${DEFAULT_TRIAL_DAYS} dias para usar o plano com toda a equipe, sem custo. A degustação pode ser estendida uma vez.`,
  startTrial: 'Iniciar degustação',
  trialStartedTitle: 'Degustação iniciada!',
  planRequestedTitle: 'Pedido enviado!',
  finishTrialTitle: 'Sua degustação terminou',
  finishTrialExtend: `Você pode estender a degustação uma única vez, por mais ${EXTENDED_TRIAL_DAYS} dias, ou contratar um plano agora.`,
  finishTrialContact:
    'Para continuar usando a plataforma, contrate um plano ou fale com a nossa equipe comercial.',
  extendTrial: `Estender por ${EXTENDED_TRIAL_DAYS} dias`,
  extendTrialTitle: 'Estender a degustação',
  extendTrialText: `A degustação será estendida por mais ${EXTENDED_TRIAL_DAYS} dias, a partir de hoje. Isso só pode ser feito uma vez.`,
  confirmExtend: 'Estender degustação',
  requestExtendTitle: 'Precisa de mais tempo?',
  requestExtendText:
    'A degustação já foi estendida uma vez. Conte para a nossa equipe comercial por que deseja continuar e entraremos em contato.',
  seePlans: 'Conhecer os planos',
  // expiring: the plan modal by level
  expiringTitle: (level: 1 | 2 | 3) =>
    level === 1
      ? 'Último dia de degustação'
      : level === 2
        ? 'Sua degustação está acabando'
        : 'Aproveite a sua degustação',
  expiringText: (plan: string, days: number) => `${daysLeftText(days)} da degustação do ${plan}.`,
  expiringHint: (level: 1 | 2 | 3) =>
    level === 3
      ? 'Conheça os planos e contrate quando quiser: a sua equipe continua de onde parou.'
      : 'Contrate agora para a sua equipe não perder o acesso aos cursos e trilhas.',
  // client profile
  clientTitle: 'Sua empresa está em degustação',
  clientStarted: (plan: string, days: number) =>
    `A sua empresa está conhecendo o ${plan}: ${daysLeftText(days).toLowerCase()}.`,
  clientFinished: (plan: string) => `A degustação do ${plan} terminou.`,
  clientAsk:
    'Se você está gostando, avise o administrador da plataforma: isso ajuda a sua empresa a decidir.',
  clientAsked: 'Você já disse que está gostando da degustação. Obrigado!',
  // form: the contact
  formTitle: 'Fale com a nossa equipe comercial',
  formIntro: 'Preencha os dados e a nossa equipe comercial entra em contato.',
  formRequired: 'Campos com * são obrigatórios.',
  fieldLabels: {
    name: 'Nome',
    email: 'E-mail',
    company: 'Empresa',
    phone: 'Telefone',
    role: 'Cargo',
    department: 'Departamento',
    numberOfEmployees: 'Número de colaboradores',
    description: 'Mensagem',
  },
  motivationLabel: 'Por que deseja continuar?',
  lockedHint: 'Preenchido com os dados da sua conta.',
  phonePlaceholder: '(99) 99999-9999',
  send: 'Enviar',
  sendFailed: 'Não foi possível enviar o contato.',
  hireFailed: 'Não foi possível enviar o pedido de contratação.',
  trialFailed: 'Não foi possível concluir a solicitação.',
  // campaign modal
  campaignTitle: 'Conheça os planos',
} as const;
