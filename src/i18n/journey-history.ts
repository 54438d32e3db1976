// The pt-BR words of the journey's history and certificates tabs and of the public authenticity page
// (learning-area.md 2.1, 2.4, 5, 8). The texts the spec quotes are marked with their section.
export const historyMessages = {
  /** 2.4: the history's columns. */
  title: 'Título',
  status: 'Status',
  finished: 'Conclusão',
  expires: 'Expira em',
  actions: 'Ações',
  grade: 'Nota',
  workload: 'Carga horária',
  hours: (workload: number) => `${workload.toLocaleString('pt-BR')} ${workload === 1 ? 'hora' : 'horas'}`,
  historyLabel: 'Meu histórico',
  certificatesLabel: 'Meus certificados',
  /** 8. */
  noHistory: 'Sem histórico.',
  noCertificates: 'Sem certificados.',
  /** A phone's sort, for the orders the table's headers give. */
  sortBy: 'Ordenar por',
  serverOrder: 'Mais recentes primeiro',
  sortOptions: {
    'titulo-asc': 'Título (A a Z)',
    'titulo-desc': 'Título (Z a A)',
    'status-asc': 'Status (A a Z)',
    'status-desc': 'Status (Z a A)',
    'conclusao-desc': 'Conclusão (mais recente primeiro)',
    'conclusao-asc': 'Conclusão (mais antiga primeiro)',
    'expira-asc': 'Expira em (mais próxima primeiro)',
    'expira-desc': 'Expira em (mais distante primeiro)',
  },
  open: 'Acessar',
  openOf: (title: string) => `Acessar ${title}`,
  download: 'Baixar certificado',
  downloadOf: (title: string) => `Baixar certificado: ${title}`,
  /** 8, loading messages. */
  generating: 'Aguarde, gerando e baixando o certificado!',
  inProgress: 'Atenção, download em progresso!',
  downloaded: (fileName: string) => `Certificado baixado: ${fileName}`,
  downloadFailed: 'Não foi possível gerar o certificado. Tente novamente.',
  loadError: 'Erro de carregamento.',
  /** The public page (2.1). */
  authenticityTitle: 'Autenticidade do certificado',
  valid: 'Certificado válido',
  validText: 'Este certificado foi emitido pela plataforma e confere com os dados abaixo.',
  /** 8: 'Certificado não encontrado.' */
  notFound: 'Certificado não encontrado.',
  notFoundText: 'Confira o código do certificado: ele não corresponde a nenhum certificado emitido.',
  username: 'Nome',
  course: 'Curso',
  startDate: 'Início',
  finishDate: 'Conclusão',
  progress: 'Progresso',
  token: 'Código de autenticidade',
  goToLogin: 'Acessar a plataforma',
} as const;
