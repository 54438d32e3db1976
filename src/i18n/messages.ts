// The pt-BR catalogue. Every string quoted by the specs is a contract: exact words, accents included.
import { accessContract } from '../shared-rules/access-contract';

export const messages = {
  loadingApp: 'Aguarde, carregando a aplicação...',
  redirecting: 'Aguarde, você será redirecionado para a aplicação...',
  appNotFound: accessContract.noMatchingApp,
  loading: 'Carregando...',
  offline: 'Parece que você está sem conexão com a internet.',

  loginLabel: 'Login',
  loginPlaceholder: 'Seu e-mail ou usuário',
  passwordLabel: 'Senha',
  next: 'Avançar',
  signIn: 'Fazer login',
  forgotLink: 'Esqueceu sua senha?',
  firstAccessLink: 'Primeiro acesso?',
  ssoLink: 'Entrar com credenciais da minha empresa',
  forgotTitle: 'Esqueceu sua senha?',
  firstAccessTitle: 'Novo por aqui?',
  back: 'VOLTAR',
  sendEmail: 'ENVIAR E-MAIL',
  sending: 'ENVIANDO',
  invalidUser: accessContract.invalidUser,
  invalidCredentials: accessContract.wrongCredentials,
  loginRequired: 'Informe o seu login.',
  passwordRequired: 'Informe a sua senha.',
  emailSentToast: accessContract.forgotSent,
  emailErrorToast: 'Erro ao enviar e-mail!',
  emailErrorMessage: accessContract.forgotFailed,

  landingContact: 'Contato',
  landingLogin: 'Login',
  close: 'Fechar',

  sectionUnavailable: 'Seção não disponível',
  noContentType: 'No content type',
  contentUnavailable: 'Não foi possível abrir o conteúdo.',
  itemUnavailable: 'Este item não pôde ser exibido.',
  loadError: 'Houve algum erro durante o carregamento das informações',
  retry: 'Tentar novamente',
  noContent: 'Nenhum conteúdo disponível',
  pageNotFound: 'PÁGINA NÃO ENCONTRADA.',
  pageNotFoundTitle: 'Página não encontrada',
  backHome: 'Voltar para o início',

  home: 'Início',
  goBack: 'Voltar',
  logout: 'Sair',
  /** Before the first name on the top bar's user menu button: "Menu de Ana". */
  userMenuOf: 'Menu de',
  /** learning-area.md 8, "Confirmations": the learning header's Sair asks first. */
  logoutConfirm: 'Tem certeza de que deseja sair?',
  menu: 'Menu',
  mainNavigation: 'Navegação principal',
  open: 'Abrir',

  completed: 'Concluído',
  progress: 'Progresso',
  carouselPrevious: 'Anterior',
  carouselNext: 'Próximo',
  carousel: 'carrossel',
  carouselGroup: 'grupo',
  groupOf: (current: number, total: number) => `${current} de ${total}`,
  goToGroup: (group: number) => `Ir para o grupo ${group}`,

  // breadcrumbs and new tabs. The directory screens' and the paged list's own words are in
  // ./directory, loaded with those screens.
  breadcrumbs: 'Você está em',
  breadcrumbsExpand: 'Mostrar caminho completo',
  opensInNewTab: '(abre em uma nova aba)',
} as const;
