// The pt-BR words of src/ui's widgets (pagination, select, table, drawer, confirmation).
export const widgetMessages = {
  pagination: 'Paginação',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  page: (page: number) => `Página ${page}`,
  selectPlaceholder: 'Selecione',
  sortedAscending: 'ordem crescente',
  sortedDescending: 'ordem decrescente',
  close: 'Fechar',
  confirmCancel: 'Cancelar',
  confirmContinue: 'Continuar',
} as const;

/** The timer's announcement when it turns to a warning (content-app.md 9, under 20 s). */
export const timerMessages = {
  warning: (seconds: number) => `Atenção: restam menos de ${seconds} segundos.`,
} as const;
