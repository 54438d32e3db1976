// The evaluation screens' words (learning-area.md 2.4, 4.5, 5 "Evaluation" and "Survey", 8). Quoted
// texts are a contract: exact words and accents. Lazy: only the evaluation screens and their entry
// points (cards, map, pre-test gate) import it.
import { learningStatusLabels } from './learning-status';

const gradeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export const evaluationMessages = {
  /** 8 "Unknown evaluation type" and "Unknown evaluation screen". */
  unknownType: 'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.',
  unknownScreen: 'Componente não encontrado.',
  /** 8, loading messages: while the start call runs. */
  starting: 'Aguarde, iniciando a avaliação!',
  loadError: 'Erro de carregamento.',

  // ---- INTRODUCTION (4.5) ----
  start: 'Iniciar avaliação',
  questionCount: (count: number) => (count === 1 ? '1 questão' : `${count} questões`),
  questionsLabel: 'Questões',
  timeLimitLabel: 'Tempo limite',
  noTimeLimit: 'Sem limite de tempo',
  triesLeftLabel: 'Tentativas restantes',

  // ---- PLAYER (4.5, 5 "Evaluation") ----
  question: (index: number) => `Questão ${index}`,
  questionOf: (index: number, total: number) => `Questão ${index} de ${total}`,
  previous: 'Anterior',
  next: 'Próxima',
  questionList: 'Lista de questões',
  goToQuestion: (index: number, answered: boolean) =>
    `Questão ${index}${answered ? ', respondida' : ', não respondida'}`,
  lockedNavigation: 'Responda esta questão para avançar.',
  send: 'Enviar',
  timeLeft: 'Tempo restante',
  /** The unanswered-questions modal, singular and plural (5 "Evaluation"). */
  unansweredTitle: (count: number) =>
    count === 1
      ? 'É necessário responder a questão para enviar a avaliação.'
      : 'É necessário responder todas as questões para enviar a avaliação.',
  unansweredListIntro: (count: number) =>
    count === 1 ? 'Falta responder a seguinte questão:' : 'Faltam responder as seguintes questões:',
  close: 'Fechar',
  /** The 2 s wait after sending (4.5, 9). */
  finishing: 'Aguarde...',

  // ---- question inputs ----
  correlateHint: (count: number) => `Digite um número de 1 a ${count}`,
  comment: 'Comentário',
  charactersUsed: (used: number, max: number) => `${used}/${max} caracteres`,
  scaleOf: (statement: string) => `Escala: ${statement}`,

  // ---- FEEDBACK (2.4, 4.5) ----
  resultTitle: 'Resultado',
  grade: 'Nota',
  masteryScore: 'Nota mínima',
  attempts: 'Tentativas',
  passed: learningStatusLabels.PASSED,
  failed: learningStatusLabels.FAILED,
  /** 4.5: a pre-test's feedback shows this instead of pass or fail. */
  achievement: 'Aproveitamento',
  retry: 'Tentar novamente',
  answerKey: 'Gabarito',
  correct: 'Correta',
  wrong: 'Incorreta',
  chosen: 'Sua resposta',
  correctOption: 'Resposta correta',
  seeQuestion: (index: number) => `Ver questão ${index}`,
  /** A grade as pt-BR writes it: 33,33. */
  gradeValue: (grade: number) => gradeFormat.format(grade),
  gaugeLabel: (grade: number) => `Nota ${gradeFormat.format(grade)} de 100`,

  // ---- Survey (2.4, 4.5, 5 "Survey") ----
  save: 'Salvar',
  saved: 'Respostas salvas.',
  saveFailed: 'Não foi possível salvar. Tente novamente.',
  sendSurvey: 'Enviar avaliação',
  back: 'Voltar',
  required: 'Obrigatória',
  /** 5 "Survey": the default closing text thanks the user for their feedback. */
  defaultClosingText: 'Obrigado pelo seu feedback!',

  // ---- pre-test gate (2.4, 4.5) ----
  preTestTitle: 'Pré-teste obrigatório',
  preTestText: 'Antes de acessar o conteúdo, responda o pré-teste.',
  statusLabel: 'Status:',
  preTestStatus: (progress: number) =>
    progress === 0 ? learningStatusLabels.NOT_ATTEMPTED : learningStatusLabels.IN_PROGRESS,
  openPreTest: 'Fazer o pré-teste',
} as const;
