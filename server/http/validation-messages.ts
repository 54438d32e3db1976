import type { FastifySchemaValidationError } from 'fastify';

const typeNames: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'nulo',
};

/**
 * The first problem of a rejected request, in pt-BR, naming the field: the app may show it as is, and a
 * developer reading it knows what to fix.
 */
export function describeValidationError(
  error: FastifySchemaValidationError | undefined,
  part: string | undefined,
): string {
  if (!error) return 'Requisição inválida.';
  const params = error.params as Record<string, unknown>;
  const pointer = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field =
    error.keyword === 'required'
      ? [pointer, String(params.missingProperty)].filter(Boolean).join('.')
      : pointer;
  const subject = field ? `O campo "${field}"` : part === 'body' ? 'O corpo da requisição' : 'A requisição';

  switch (error.keyword) {
    case 'required':
      return `${subject} é obrigatório.`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => typeNames[type] ?? type);
      if (!field && part === 'body') return 'O corpo da requisição deve ser um objeto JSON.';
      return `${subject} deve ser ${types.join(' ou ')}.`;
    }
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${subject} não pode ficar vazio.`
        : `${subject} deve ter pelo menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `${subject} deve ter no máximo ${String(params.limit)} caracteres.`;
    case 'minimum':
      return `${subject} deve ser maior ou igual a ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} deve ser menor ou igual a ${String(params.limit)}.`;
    case 'cleanText':
      // A NUL byte or half of a UTF-16 surrogate pair: never typed by a person, refused by the database.
      return `${subject} contém caracteres não permitidos.`;
    case 'enum':
      return `${subject} deve ser um destes valores: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    default:
      return `${subject} é inválido.`;
  }
}
