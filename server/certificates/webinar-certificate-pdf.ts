import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { webinarsText } from '@/locales/id/webinars';
import { printable, wrap } from './pdf-text';

const t = webinarsText.certificate;
/** A4 landscape, in points. */
const PAGE: [number, number] = [841.89, 595.28];
const INK = rgb(0.12, 0.16, 0.22);
const ACCENT = rgb(0.09, 0.34, 0.62);
const QR_SIZE = 110;

export interface CertificateContent {
  name: string;
  webinar: string;
  /** Already in Indonesian, e.g. "5 Desember 2026". */
  date: string;
  hours: number;
  number: string;
  verifyUrl: string;
  /** Who signs for the agency (configured per series), or null: the agency's name alone. */
  signatory: { name: string; nip: string; position: string } | null;
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): number {
  const lines = wrap(printable(text), font, size, PAGE[0] - 200);
  lines.forEach((line, i) => {
    page.drawText(line, { x: (PAGE[0] - font.widthOfTextAtSize(line, size)) / 2, y: y - i * size * 1.25, size, font, color });
  });
  return y - lines.length * size * 1.25;
}

/** The certificate: name, webinar, date, hours in JP, number, and a QR code of the verification page. */
export async function buildWebinarCertificate(content: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${t.heading} ${content.number}`));
  const page = pdf.addPage(PAGE);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  page.drawRectangle({ x: 24, y: 24, width: PAGE[0] - 48, height: PAGE[1] - 48, borderColor: ACCENT, borderWidth: 3 });

  let y = centered(page, t.heading, 480, bold, 40, ACCENT);
  y = centered(page, t.number(content.number), y - 4, regular, 13);
  y = centered(page, t.givenTo, y - 28, regular, 14);
  y = centered(page, content.name, y - 12, bold, 28);
  y = centered(page, t.as, y - 14, regular, 14);
  y = centered(page, content.webinar, y - 8, bold, 18);
  centered(page, t.held(content.date, `${content.hours} JP`), y - 8, regular, 14);
  // Bottom left, as a signature block reads: the position for the agency, then name and NIP.
  const signature = content.signatory
    ? [
        { text: content.signatory.position, font: regular, gap: 0 },
        { text: t.issuer, font: regular, gap: 14 },
        { text: content.signatory.name, font: bold, gap: 44 },
        { text: t.signatoryNip(content.signatory.nip), font: regular, gap: 14 },
      ]
    : [{ text: t.issuer, font: bold, gap: 0 }];
  let line = 60 + signature.reduce((sum, part) => sum + part.gap, 0);
  for (const part of signature) {
    line -= part.gap;
    page.drawText(printable(part.text), { x: 60, y: line, size: 12, font: part.font, color: INK });
  }

  const qr = await QRCode.toBuffer(content.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  const image = await pdf.embedPng(qr);
  const x = PAGE[0] - 60 - QR_SIZE;
  page.drawImage(image, { x, y: 60, width: QR_SIZE, height: QR_SIZE });
  page.drawText(t.scan, { x, y: 48, size: 9, font: regular, color: INK });
  return pdf.save();
}
