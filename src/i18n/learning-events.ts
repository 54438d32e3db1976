// pt-BR texts of the learning home's event and plan blocks (Meeting, Calendar, PreTest, Upgrade,
// Campaign; learning-area.md 2.3, 2.4, 4.5, 4.7, 4.8). Apart from messages.ts: only these lazy block
// renderers read them, so they stay out of the first paint. Quoted spec texts are contracts.
import { plural } from './format';

export const learningEventsMessages = {
  // Meeting (2.4, 4.7, 5)
  meetingsFilter: 'Mostrar',
  meetingsOfPage: 'Eventos da página',
  meetingsAll: 'Todos os eventos',
  meetingsTable: 'Encontros',
  meetingColumnTitle: 'Encontro',
  meetingColumnWhen: 'Data',
  meetingColumnWhere: 'Local',
  meetingColumnType: 'Tipo',
  meetingColumnSpeaker: 'Palestrante',
  meetingTypes: { PRESENCIAL: 'Presencial', ONLINE: 'Online' },
  meetingUntitled: 'Encontro',
  meetingsEmpty: 'Nenhum resultado encontrado.',
  // Calendar (2.4 'Agenda')
  calendarCategory: 'Categoria',
  calendarAllCategories: 'Todas as categorias',
  calendarEmpty: 'Nenhum evento na agenda.',
  // PreTest (4.5)
  preTestGrade: (grade: number) => `Aproveitamento: ${Math.round(grade)}%`,
  // Upgrade (4.8)
  upgradeDaysLeft: (days: number) => plural(days, `Resta ${days} dia`, `Restam ${days} dias`),
  upgradeRequest: 'Diga que está gostando da degustação',
} as const;
