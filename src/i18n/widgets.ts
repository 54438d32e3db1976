// The pt-BR words of src/ui's widgets (pagination, select, table, drawer).
export const widgetMessages = {
  pagination: 'Paginação',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  page: (page: number) => `Página ${page}`,
  selectPlaceholder: 'Selecione',
  sortedAscending: 'ordem crescente',
  sortedDescending: 'ordem decrescente',
  close: 'Fechar',
} as const;
