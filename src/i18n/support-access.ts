// Support access's pt-BR words (learning-area.md 4.11, 5, 6).
export const supportMessages = {
  title: 'Acesso de suporte',
  intro:
    'Busque o usuário pelo nome ou e-mail e acesse a conta dele para ajudar. Tudo o que você fizer fica registrado na conta acessada.',
  searchLabel: 'Buscar usuário',
  searchPlaceholder: 'Nome ou e-mail',
  search: 'Buscar',
  emptySearch: 'Digite um nome ou e-mail para buscar.',
  usersLabel: 'Usuários',
  name: 'Nome',
  email: 'E-mail',
  department: 'Departamento',
  actions: 'Ações',
  access: 'Acessar conta',
  accessOf: (name: string) => `Acessar conta de ${name}`,
  confirm: (name: string) =>
    `Acessar a conta de ${name}? Você verá o aplicativo como este usuário até sair do acesso de suporte.`,
  confirmYes: 'Acessar',
  confirmNo: 'Cancelar',
  starting: 'Aguarde, abrindo a conta.',
  noUsers: 'Nenhum usuário encontrado.',
  loadMore: 'Carregar mais usuários',
  loadingMore: 'Carregando mais usuários...',
  count: (count: number) => (count === 1 ? '1 usuário' : `${count.toLocaleString('pt-BR')} usuários`),
  loadSubject: 'os usuários',
  /** The banner on every screen while support access lasts. */
  banner: (name: string) => `Você está acessando a conta de ${name} como suporte.`,
  bannerLabel: 'Acesso de suporte',
  exit: 'Sair do acesso de suporte',
  menuLink: 'Acesso de suporte',
  unavailable: 'Indisponível durante o acesso de suporte.',
} as const;
