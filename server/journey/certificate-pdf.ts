// The certificate as a PDF (learning-area.md 7.5, issue 18): made with pdf-lib, a library made for
// writing PDFs in Node with no native code and its 14 standard fonts built in (no font file, no
// network; their WinAnsi encoding covers Portuguese: ã, ç, é, ô...). It names the learner, the course,
// its period and hours, the company, and the authenticity code with the address of the public page that
// checks it, as text and as a QR code (qrcode, the well-kept QR encoder).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

export interface CertificateFacts {
  company: string;
  learner: string;
  course: string;
  /** d/m/Y, on the company's clock. */
  startDate: string | null;
  finishDate: string | null;
  workload: number | null;
  code: string;
  /** The public page that confirms it: <origin>/certificate-authenticity/<code>. */
  address: string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.35, 0.39, 0.45);

/** Lines centred on the page, each cut to the width (long course titles wrap). */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): number {
  const width = page.getWidth() - 160;
  const words = drawable(font, text).split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  for (const [index, current] of lines.entries()) {
    const x = (page.getWidth() - font.widthOfTextAtSize(current, size)) / 2;
    page.drawText(current, { x, y: y - index * size * 1.3, size, font, color });
  }
  return y - lines.length * size * 1.3;
}

/**
 * The text with what the standard fonts cannot draw replaced (pdf-lib throws on it): an accented letter
 * outside WinAnsi by its plain letter, anything else by '?'. Portuguese needs none of it.
 */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const plain = char.normalize('NFD')[0]!;
      return supported.has(plain.codePointAt(0)!) ? plain : '?';
    })
    .join('');
}

const hours = (workload: number) =>
  `${workload.toLocaleString('pt-BR')} ${workload === 1 ? 'hora' : 'horas'}`;

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado - ${facts.course}`);
  pdf.setAuthor(facts.company);
  pdf.setCreator(facts.company);
  pdf.setLanguage('pt-BR');
  const page = pdf.addPage(A4_LANDSCAPE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: INK,
    borderWidth: 2,
  });

  let y = height - 110;
  y = centred(page, facts.company, y, regular, 16, MUTED) - 14;
  y = centred(page, 'CERTIFICADO DE CONCLUSÃO', y, bold, 30) - 22;
  y = centred(page, 'Certificamos que', y, regular, 15) - 6;
  y = centred(page, facts.learner, y, bold, 24) - 8;
  y = centred(page, 'concluiu o curso', y, regular, 15) - 6;
  y = centred(page, facts.course, y, bold, 20) - 12;
  const period =
    facts.startDate && facts.finishDate
      ? `realizado de ${facts.startDate} a ${facts.finishDate}`
      : facts.finishDate
        ? `concluído em ${facts.finishDate}`
        : '';
  const load = facts.workload ? `com carga horária de ${hours(facts.workload)}` : '';
  const line = [period, load].filter(Boolean).join(', ');
  if (line) centred(page, `${line}.`, y, regular, 14);

  // The authenticity: the code, the address, and the same address as a QR code, bottom right.
  const qr = await QRCode.toBuffer(facts.address, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const image = await pdf.embedPng(qr);
  const side = 108;
  page.drawImage(image, { x: width - 60 - side, y: 56, width: side, height: side });
  page.drawText(`Código de autenticidade: ${facts.code}`, { x: 60, y: 96, size: 11, font: bold, color: INK });
  page.drawText('Confira a autenticidade em:', { x: 60, y: 78, size: 10, font: regular, color: MUTED });
  page.drawText(drawable(regular, facts.address), { x: 60, y: 62, size: 10, font: regular, color: INK });
  return pdf.save();
}
