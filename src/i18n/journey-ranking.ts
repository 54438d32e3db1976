// The pt-BR words of the journey's gamification ranking (learning-area.md 2.4, 8). The texts the spec
// quotes are marked with their section.
import { plural } from './format';

export const rankingMessages = {
  campaign: 'Campanha',
  department: 'Departamento',
  /** No department chosen: the whole campaign. */
  allDepartments: 'Todos',
  /** 2.4. */
  rules: 'Regras da campanha',
  rulesPeriod: (from: string, to: string) => `Período: ${from} a ${to}`,
  rulesPoints: 'Como você ganha pontos',
  rulesEvent: 'Atividade',
  rulesWorth: 'Pontos',
  noRules: 'A campanha ainda não tem atividades que valem pontos.',
  ownTitle: 'Sua posição',
  ownPosition: 'Posição',
  ownPoints: 'Pontos',
  positionOf: (position: number) => `${position}º`,
  points: (points: number) => plural(points, '1 ponto', `${points.toLocaleString('pt-BR')} pontos`),
  /** 8, exactly as written ('nao' without its accent). */
  notInDepartment: 'Você nao faz parte desse departamento. Altere ou remova o filtro.',
  notRanked: 'Você ainda não pontuou nesta campanha.',
  tableCaption: (campaign: string) => `Ranking da ${campaign}`,
  position: 'Posição',
  name: 'Nome',
  you: '(você)',
  /** Said to screen readers beside the top 3's medal. */
  medals: ['Medalha de ouro', 'Medalha de prata', 'Medalha de bronze'] as const,
  learnerCount: (count: number) =>
    plural(count, '1 participante', `${count.toLocaleString('pt-BR')} participantes`),
  /** 8: a campaign without points. */
  noData: 'Ainda não há dados para serem exibidos!',
  noCampaigns: 'Nenhuma campanha ativa no momento.',
  loadError: 'Não foi possível carregar o ranking. Tente novamente.',
} as const;
