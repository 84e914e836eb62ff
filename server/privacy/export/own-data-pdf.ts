import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { dataExportText } from '@/locales/id/data-export';
import { printable, wrap } from '@/server/certificates/pdf-text';
import { formatDateTimeLong } from '@/utils/format/date';
import type { OwnData } from './collect-own-data';

const t = dataExportText.pdf;
/** A4 portrait, in points. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.16, 0.22);
/** At most this many lines per list; the JSON beside it has them all. */
const LIST_LIMIT = 40;

const when = (iso: string | null) => formatDateTimeLong(iso);

/** Writes lines top to bottom, wrapping long ones and starting a new page at the bottom margin. */
class Writer {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;
  constructor(private readonly pdf: PDFDocument, private readonly fonts: { regular: PDFFont; bold: PDFFont }) {
    this.page = pdf.addPage(PAGE);
  }

  line(text: string, { size = 10, bold = false, gap = 4 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const part of wrap(printable(text), font, size, PAGE[0] - 2 * MARGIN)) {
      if (this.y - size < MARGIN) {
        this.page = this.pdf.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      this.page.drawText(part, { x: MARGIN, y: this.y - size, size, font, color: INK });
      this.y -= size + gap;
    }
  }

  list(heading: string, items: string[]) {
    this.line(heading, { size: 12, bold: true, gap: 8 });
    if (items.length === 0) this.line(t.none);
    for (const item of items.slice(0, LIST_LIMIT)) this.line(`- ${item}`);
    if (items.length > LIST_LIMIT) this.line(t.more(items.length - LIST_LIMIT));
    this.line('', { gap: 8 });
  }
}

/** The readable summary beside the JSON: who, what the copy holds (counts), the tickets, who read the record, certificates. */
export async function buildOwnDataPdf(data: OwnData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(t.title));
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const w = new Writer(pdf, { regular, bold });
  w.line(t.title, { size: 18, bold: true, gap: 6 });
  w.line(t.subtitle, { gap: 12 });
  w.line(t.person(data.akun.nama ?? data.akun.username, data.akun.nip), { size: 12, bold: true });
  w.line(t.made(when(data.dibuat_pada)), { gap: 14 });
  const counts = Object.entries(t.sections).map(([key, label]) => {
    const value = (data as unknown as Record<string, unknown>)[key];
    return `${label}: ${Array.isArray(value) ? value.length : 0}`;
  });
  w.list(t.counts, counts);
  w.list(t.tickets, data.tiket.map((ticket) => `${ticket.nomor} - ${ticket.judul} (${ticket.status}, ${when(ticket.dibuat)})`));
  w.list(t.reads, data.riwayat_akses_data.map((read) => `${when(read.waktu)}: ${read.pembaca} (${read.peran}) - ${read.bagian}${read.tiket_id ? `, tiket #${read.tiket_id}` : ''}`));
  w.list(t.certificates, data.webinar.flatMap((w) => (w.sertifikat ? [`${w.sertifikat.nomor} - ${w.judul}`] : [])));
  w.line(t.footer);
  return pdf.save();
}
