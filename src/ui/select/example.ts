// The sample options the story and the test share: a filter of enrolments by status.
import type { SelectOption } from './Select';

export type Status = 'todos' | 'andamento' | 'concluidos';

export const statusOptions: SelectOption<Status>[] = [
  { id: 'todos', label: 'Todos' },
  { id: 'andamento', label: 'Em andamento' },
  { id: 'concluidos', label: 'Concluídos' },
];
