// The plans area's answers (learning-area.md 4.8, 5, 7.6, 8). The contact form's own words are the
// shared rules' (src/shared-rules/plan-contact.ts): the server refuses in the words the form shows.
import { formatBRL } from '../../src/shared-rules/plan-pricing.ts';
import { EXTENDED_TRIAL_DAYS, DEFAULT_TRIAL_DAYS } from '../../src/shared-rules/plan-trial.ts';

export const planMessages = {
  noActivePlan: 'A empresa não tem um plano ativo.',
  planNotFound: 'Plano não encontrado.',
  upgradeNotOffered: 'O upgrade não está disponível para este plano.',
  upgradeRequested: 'Obrigado! Registramos o seu interesse no upgrade do plano.',
  upgradeForLearners: 'Administradores fazem o upgrade pela contratação do plano.',
  upgradeAlreadyRequested: 'Você já registrou o seu interesse no upgrade do plano.',
  adminsOnlyHire: 'Apenas administradores podem contratar um plano.',
  adminsOnlyExtend: 'Apenas administradores podem estender a degustação.',
  noTrialForPlan: (plan: string) => `O ${plan} não tem degustação. Fale com a nossa equipe comercial.`,
  trialAlreadyUsed: 'A empresa já usou a sua degustação. Fale com a nossa equipe comercial.',
  trialStarted: (plan: string) =>
    `Degustação do ${plan} iniciada: você tem ${DEFAULT_TRIAL_DAYS} dias para conhecer o plano.`,
  notInTrial: (plan: string) => `A empresa não está em degustação do ${plan}.`,
  trialNotFinished: 'A degustação ainda não terminou: ela só pode ser estendida quando acabar.',
  trialAlreadyExtended: 'A degustação já foi estendida uma vez. Fale com a nossa equipe comercial.',
  trialExtended: `Degustação estendida por mais ${EXTENDED_TRIAL_DAYS} dias.`,
  contactOnly: (plan: string) =>
    `O ${plan} é contratado com a nossa equipe comercial: use o formulário de contato.`,
  usersMinimum: 'Informe ao menos 1 usuário.',
  priceMismatch: (users: number, price: number) =>
    `O valor enviado não confere com a simulação: ${formatBRL(price)} por mês para ${users} ` +
    `${users === 1 ? 'usuário' : 'usuários'}. Simule novamente.`,
  planRequested:
    'Pedido de contratação enviado! Nossa equipe comercial entrará em contato para confirmar os valores.',
  contactSent: 'Recebemos o seu contato! Nossa equipe comercial falará com você em breve.',
} as const;
