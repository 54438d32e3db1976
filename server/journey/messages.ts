// The journey's refusals (learning-area.md 5, 7.5, 8): pt-BR, shown by the app as they come.
export const journeyMessages = {
  /** 8: 'Certificate not found'. */
  certificateNotFound: 'Certificado não encontrado.',
  enrollmentNotFound: 'Matrícula não encontrada.',
  otherLearner: 'Você só pode consultar o seu próprio histórico e os seus certificados.',
  noCertificate: 'Este curso não emite certificado.',
  notCompleted: 'O certificado fica disponível quando o curso é concluído.',
} as const;
