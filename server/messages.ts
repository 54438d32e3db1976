// Every message the API sends to the app. The ones quoted in content-app.md section 8 are a contract:
// the app shows them as they come, and tests look for these exact words.
import { accessContract } from '../src/shared-rules/contract-messages.ts';
export const messages = {
  invalidUser: accessContract.invalidUser,
  wrongCredentials: accessContract.wrongCredentials,
  sessionExpired: 'Sessão expirada.',
  forgotSent: accessContract.forgotSent,
  forgotFailed: accessContract.forgotFailed,
  noMatchingApp: accessContract.noMatchingApp,
  forbidden: 'Você não tem permissão para acessar este recurso.',
  closedDuringSupport: 'Indisponível durante o acesso de suporte.',
  userNotFound: 'Usuário não encontrado.',
  sectionNotFound: 'Seção não encontrada.',
  contentNotFound: 'Conteúdo não encontrado.',
  invalidTrackingTime: 'Horário de início inválido; use AAAA-MM-DD HH:mm:ss (UTC).',
  userUploadNotFound: 'Arquivo enviado não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  invalidRequest: 'Requisição inválida.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  emptyJsonBody: 'O corpo da requisição está vazio; envie um objeto JSON.',
  bodyTooLarge: 'O corpo da requisição excede o limite de 1 MB.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado; envie application/json.',
  internalError: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;

export interface FailureBody {
  success: false;
  message: string;
}

export function failure(message: string): FailureBody {
  return { success: false, message };
}
