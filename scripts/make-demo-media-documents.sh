#!/bin/sh
# Demo files of the document viewers (content types 18 and 25) in fixtures/aurora/assets/media/:
#   manual-de-seguranca-da-informacao.pdf  a real 3-page PDF (text in Helvetica, selectable)
#   documento-corrompido.pdf               not a PDF at all: the viewer's "Erro ao carregar PDF"
#   modelo-de-relatorio-de-horas.csv       a small spreadsheet for the download viewer
# The PDF is written by hand (objects, xref table with byte offsets) so no PDF tool is needed and
# the output is the same on every run. Run once from the project root; the files are committed.
set -eu
out="${1:-fixtures/aurora/assets/media}"
mkdir -p "$out"

node --input-type=module - "$out" <<'EOF'
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const out = process.argv[2];

const pages = [
  {
    title: 'Manual de segurança da informação',
    lines: [
      'Aurora Conteúdos - edição 2026',
      '',
      'Este manual reúne as regras básicas para proteger',
      'os dados de clientes, colegas e da empresa.',
      '',
      'Leia as três páginas: senhas, dispositivos e incidentes.',
    ],
  },
  {
    title: 'Senhas e autenticação',
    lines: [
      'Use frases-senha com pelo menos 14 caracteres.',
      'Ative a verificação em duas etapas em todos os sistemas.',
      'Nunca compartilhe sua senha, nem com o suporte.',
      'Troque a senha imediatamente se suspeitar de vazamento.',
    ],
  },
  {
    title: 'Incidentes: o que fazer',
    lines: [
      'Recebeu um e-mail suspeito? Não clique em links.',
      'Perdeu o notebook ou o celular? Avise a TI em até 1 hora.',
      'Canal de incidentes: seguranca@aurora.test',
      '',
      'Obrigado por proteger a Aurora!',
    ],
  },
];

/** A PDF string literal in WinAnsiEncoding: ASCII as is, accented letters as octal escapes. */
const pdfString = (text) =>
  '(' +
  [...Buffer.from(text, 'latin1')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (char === '(' || char === ')' || char === '\\') return '\\' + char;
      return byte < 128 ? char : '\\' + byte.toString(8).padStart(3, '0');
    })
    .join('') +
  ')';

const pageStream = ({ title, lines }, number) => {
  const body = [
    'BT',
    '/F2 20 Tf',
    '56 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 12 Tf',
    '0 -36 Td',
    '16 TL',
    ...lines.map((line) => `${pdfString(line)} '`),
    'ET',
    'BT',
    '/F1 10 Tf',
    '56 40 Td',
    `${pdfString(`Página ${number} de ${pages.length}`)} Tj`,
    'ET',
  ];
  return body.join('\n');
};

// Object numbers: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content per page.
const objects = [];
const pageIds = pages.map((_, index) => 5 + index * 2);
objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
pages.forEach((page, index) => {
  const pageId = pageIds[index];
  const stream = Buffer.from(pageStream(page, index + 1), 'latin1');
  objects[pageId] =
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ` +
    `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
  objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`;
});

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
for (let id = 1; id < objects.length; id++) {
  offsets[id] = Buffer.byteLength(pdf, 'latin1');
  pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
}
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
writeFileSync(path.join(out, 'manual-de-seguranca-da-informacao.pdf'), Buffer.from(pdf, 'latin1'));

writeFileSync(
  path.join(out, 'documento-corrompido.pdf'),
  'Este arquivo não é um PDF: serve para mostrar a mensagem de erro do leitor.\n',
);

const csv = [
  'Data;Projeto;Atividade;Horas',
  '03/11/2026;Integração;Treinamento de segurança;2',
  '04/11/2026;Comercial;Reunião com cliente;1,5',
  '05/11/2026;Comercial;Proposta técnica;3',
  '',
].join('\r\n');
writeFileSync(path.join(out, 'modelo-de-relatorio-de-horas.csv'), '\ufeff' + csv);
EOF
ls -l "$out"
