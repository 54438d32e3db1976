// Answers to requests the server cannot read (a malformed address, a body in another encoding): none
// of them repeats what was sent, so a crafted address never comes back inside the page.
export const inputMessages = {
  malformedUrl: 'O endereço da requisição é inválido: contém uma codificação malformada.',
  urlTooLong: 'O endereço da requisição é longo demais.',
  pathPartTooLong: 'Uma parte do endereço da requisição é longa demais.',
  unsupportedCharset: 'Codificação do corpo não suportada; envie o JSON em UTF-8.',
  malformedMultipart: 'O corpo multipart/form-data está malformado.',
  bodyNotUtf8: 'O corpo da requisição não está em UTF-8 válido.',
  malformedRequest: 'Requisição HTTP malformada.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  requestTimeout: 'A requisição demorou demais para chegar.',
  invalidField: (field: string) => `O campo "${field}" contém caracteres não permitidos.`,
  invalidFileName: 'O nome do arquivo contém caracteres não permitidos.',
} as const;
