// What the directory answers in pt-BR beyond the shared texts of server/messages.ts.
export const directoryMessages = {
  libraryNotFound: 'Biblioteca não encontrada.',
} as const;
