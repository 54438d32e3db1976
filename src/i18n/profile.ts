// The profile's pt-BR strings (content-app.md 2.4, 5, 8), loaded only with the profile screen. The
// quoted ones are a contract. The words the reference API answers with come from src/shared-rules.
import { profileContract } from '../shared-rules/profile-messages.ts';

export const profileMessages = {
  title: 'Meu perfil',
  loadError: 'Error retrieving user data',
  saved: profileContract.saved,
  saveError: 'Erro ao salvar dados, tente novamente mais tarde.',

  personalData: 'Dados pessoais',
  name: 'Nome',
  email: 'E-mail',
  emailReadOnly: 'O e-mail não pode ser alterado.',
  cpf: 'CPF',
  phone: 'Telefone',
  consents: 'Comunicações',
  communicationAccepted: 'Aceito receber comunicações',
  emailNotification: 'Receber notificações por e-mail',
  smsNotification: 'Receber notificações por SMS',
  nameRequired: profileContract.nameRequired,
  cpfInvalid: profileContract.cpfInvalid,
  phoneInvalid: profileContract.phoneInvalid,
  save: 'Salvar',
  saving: 'Salvando...',
  edit: 'Editar perfil',
  cancel: 'Cancelar',

  changePhoto: 'Alterar foto',
  photoDialog: 'Alterar foto do perfil',
  choosePhoto: 'Escolher imagem',
  photoHint: 'A foto é recortada em um quadrado. Use o zoom e arraste a imagem (ou use as setas).',
  photoOnlyImages: 'Escolha um arquivo de imagem (JPG, PNG, GIF ou WebP).',
  photoUnreadable: 'Não foi possível abrir esta imagem. Escolha outra.',
  cropArea: 'Recorte da foto: setas movem a imagem, + e - mudam o zoom',
  zoom: 'Zoom',
  savePhoto: 'Salvar foto',
  sendingPhoto: 'Enviando...',
  uploadOnlyImages: profileContract.uploadOnlyImages,
  uploadTooLarge: profileContract.uploadTooLarge,
  uploadMissing: profileContract.uploadMissing,
  invalidPhoto: profileContract.invalidPhoto,

  myPoints: 'Meus Pontos',
  campaign: 'Campanha',
  allCampaigns: 'Todos',
  totalPoints: (points: number) =>
    `Total: ${points.toLocaleString('pt-BR')} ${points === 1 ? 'ponto' : 'pontos'}`,
  activities: 'Atividades',
  noActivity: 'Nenhuma atividade encontrada.',
  showMore: 'Mostrar mais',
  pointsEarned: (points: number) =>
    `${points > 0 ? '+' : ''}${points.toLocaleString('pt-BR')} ${Math.abs(points) === 1 ? 'ponto' : 'pontos'}`,
  howToEarn: 'Como você ganha pontos',
  activity: 'Atividade',
  points: 'Pontos',
  noRules: 'Nenhuma campanha ativa no momento.',
  campaignNotFound: profileContract.campaignNotFound,
} as const;
