// The shared contract strings against the spec's own words. Each line quotes the spec as it reads
// (section and sentence), so a changed constant fails here; where the spec is beside the project
// (../shared/spec, the product lead's folder), the quotes are checked against its text as well.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accessContract,
  learningContract,
  richTextContract,
  storeContract,
  uploadContract,
} from './contract-messages';

// Vitest runs from the project's root.
const specFolder = path.resolve(process.cwd(), '../shared/spec');

/** [constant, the spec's quote, the spec file and section]. */
const quotes: [string, string, string][] = [
  [accessContract.invalidUser, 'Usuário inválido.', 'content-app.md 8'],
  [accessContract.wrongCredentials, 'Senha ou usuário inválido.', 'content-app.md 8'],
  [accessContract.forgotSent, 'E-mail enviado com sucesso!', 'content-app.md 8'],
  [accessContract.forgotFailed, 'Erro ao enviar e-mail.', 'content-app.md 8'],
  [accessContract.noMatchingApp, 'Nenhuma aplicação correspondente a URL', 'content-app.md 2.1'],
  [uploadContract.sent, 'Dados enviados com sucesso!', 'content-app.md 8'],
  [uploadContract.titleRequired, 'Título é um campo obrigatório.', 'content-app.md 5'],
  [uploadContract.descriptionRequired, 'Descrição é um campo obrigatório.', 'content-app.md 5'],
  [uploadContract.fileRequired, 'É necessário fazer o upload de um arquivo.', 'content-app.md 5'],
  [richTextContract.invalidLink, 'Formato de url inválido', 'content-app.md 5'],
  [learningContract.awaitingApproval, 'Aguardando aprovação da matrícula.', 'learning-area.md 4.4'],
  [learningContract.restricted, 'Acesso restrito', 'learning-area.md 2.2'],
  [learningContract.likeNeedsEnrollment, 'Para curtir, é necessário estar matriculado', 'learning-area.md 8'],
  [storeContract.emptyCart, 'Seu carrinho está vazio', 'content-app.md 8'],
  [
    storeContract.unknownBrand,
    'Bandeira do cartão não encontrada, favor informar outro cartão.',
    'content-app.md 5',
  ],
  [storeContract.expiryFormat, 'Favor preencher o formato correto. MM/AA', 'content-app.md 5'],
  [storeContract.cardExpired, 'Cartão expirado, favor mudar o cartão', 'content-app.md 5'],
  [storeContract.cvcFormat, 'Favor preencher o formato correto.', 'content-app.md 5'],
  [storeContract.paymentAuthorised, 'Pagamento autorizado!', 'content-app.md 8'],
  [storeContract.paymentRefused, 'Pagamento não autorizado!', 'content-app.md 8'],
];

describe('the shared contract strings', () => {
  it.each(quotes)('%s is the spec\'s "%s" (%s)', (constant, quote) => expect(constant).toBe(quote));

  it('quotes every shared string', () => {
    const shared = [
      accessContract,
      uploadContract,
      richTextContract,
      learningContract,
      storeContract,
    ].flatMap(Object.values);
    expect(shared.toSorted()).toEqual(quotes.map(([constant]) => constant).toSorted());
  });

  it.skipIf(!existsSync(specFolder))('finds each quote, in quotation marks, in the spec it names', () => {
    const missing = quotes.filter(([, quote, where]) => {
      const spec = readFileSync(path.join(specFolder, where.slice(0, where.indexOf(' '))), 'utf8');
      return !spec.includes(`"${quote}"`) && !spec.includes(`'${quote}'`);
    });
    expect(missing).toEqual([]);
  });
});
