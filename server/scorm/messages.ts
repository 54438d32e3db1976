// The SCORM packages' refusals and states (learning-area.md 4.2, 4.3, 8): pt-BR, shown as they come.
export const scormMessages = {
  /** 4.2: the wait text while a package is not SUCCESS (the viewer's own text says the same). */
  processing: 'Aguarde: o pacote deste conteúdo está sendo processado e será aberto em seguida.',
  lessonLocked: 'Conclua as lições anteriores para liberar esta lição.',
  lessonNotFound: 'Lição não encontrada neste conteúdo.',
  notScormContent: 'Este conteúdo não é um pacote SCORM (tipo 26).',
  adminsOnly: 'Apenas administradores podem enviar pacotes SCORM.',
  notMultipart: 'Envie o pacote como formulário (multipart/form-data) com o campo "file".',
  fileMissing: 'Envie o arquivo .zip do pacote no campo "file".',
  zipTooLarge: (megabytes: number) => `O pacote passa do limite de ${megabytes} MB.`,
  tooManyEntries: (count: number) => `O pacote tem arquivos demais (o limite é ${count}).`,
  notAZip: 'O arquivo enviado não é um pacote .zip válido.',
  unsafePath: (name: string) => `O pacote foi recusado: o caminho "${name}" sai da pasta do pacote.`,
  linkEntry: (name: string) => `O pacote foi recusado: "${name}" é um link simbólico.`,
  noManifest: 'O pacote não tem o arquivo imsmanifest.xml na raiz.',
  brokenManifest: 'O imsmanifest.xml do pacote não pôde ser lido (XML inválido).',
  noLaunchableItem: 'O imsmanifest.xml não tem uma organização com uma lição que possa ser aberta.',
  launchFileMissing: (href: string) => `O arquivo de abertura "${href}" não está no pacote.`,
  unreadableEntry: (name: string) =>
    `O pacote foi recusado: o arquivo "${name}" não pôde ser lido (compactação não suportada, arquivo corrompido ou de tamanho diferente do declarado). Gere o .zip novamente com compactação padrão (deflate).`,
  manifestTooLarge: (megabytes: number) => `O imsmanifest.xml do pacote passa do limite de ${megabytes} MB.`,
  tooManyLessons: (count: number) => `O pacote tem itens demais no imsmanifest.xml (o limite é ${count}).`,
  quotaExceeded: (megabytes: number) =>
    `O pacote não cabe no espaço de pacotes SCORM deste app (${megabytes} MB). Substitua ou remova pacotes antigos.`,
  storeFailed: 'Não foi possível guardar os arquivos do pacote. Tente enviar novamente.',
  /** An ingestion that never ended (the server stopped while storing it): its row, found at the next start. */
  ingestInterrupted: 'O processamento do pacote foi interrompido. Envie o arquivo novamente.',
  packageStored: 'Pacote SCORM processado com sucesso.',
  runNotFound: 'Sessão do conteúdo SCORM não encontrada ou encerrada. Abra a lição novamente.',
  hostPageMissing: 'A página do player SCORM (scorm-host.html) não foi gerada: rode o build do app.',
  workerMissing:
    'O service worker dos pacotes SCORM guardados (scorm-worker.js) não foi gerado: rode o build do app.',
  fileNotInPackage: 'Arquivo não encontrado neste pacote.',
  badRuntimeData: 'Os dados do SCORM enviados não estão no formato esperado (um objeto "cmi").',
  suspendDataTooLong: (limit: number) =>
    `Os dados de continuação da lição (cmi.suspend_data) passam do limite de ${limit} caracteres desta versão do SCORM.`,
  runtimeDataTooLarge:
    'Os dados do SCORM enviados passam dos limites (nomes de até 64 caracteres, valores de até 4096, até 8 níveis).',
} as const;
