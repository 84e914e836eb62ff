import { describe, expect, it } from 'vitest';
import { printable } from '@/server/certificates/pdf-text';
import { buildWebinarCertificate, type CertificateContent } from '@/server/certificates/webinar-certificate-pdf';
import { pdfText } from '../helpers/webinar-certificate-reader';

const CONTENT: CertificateContent = { name: 'Budi', webinar: 'Uji', date: '5 Desember 2026', hours: 2, number: '1/WEB/BKD/2026', verifyUrl: 'http://localhost:3000/helpdesk/sertifikat/x', signatory: null };

describe('certificate text', () => {
  it('keeps Latin-1 letters, drops marks it cannot print and replaces the rest', () => {
    expect(printable('Dr. Siti Nurhaliza, S.Kom.')).toBe('Dr. Siti Nurhaliza, S.Kom.');
    expect(printable('José Ñandú')).toBe('José Ñandú');
    expect(printable('Łukasz Śmigły')).toBe('?ukasz Smig?y');
    expect(printable('王 Budi')).toBe('? Budi');
  });

  it('builds an A4 landscape PDF even for a name the standard fonts cannot write', async () => {
    const bytes = await buildWebinarCertificate({ ...CONTENT, name: 'Łukasz 王' });
    const { PDFDocument } = await import('pdf-lib');
    const page = (await PDFDocument.load(bytes)).getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([842, 595]);
  });

  it("prints the agency's full name, and the series' signatory with NIP and position when it has one", async () => {
    const bare = await pdfText(Buffer.from(await buildWebinarCertificate(CONTENT)));
    expect(bare).toContain('Badan Kepegawaian Daerah Provinsi Jawa Timur');
    expect(bare).not.toContain('NIP.');

    const signatory = { name: 'Dr. Indah Lestari, M.Si.', nip: '197503122000032004', position: 'Kepala Badan' };
    const signed = await pdfText(Buffer.from(await buildWebinarCertificate({ ...CONTENT, signatory })));
    for (const part of ['Kepala Badan', 'Badan Kepegawaian Daerah Provinsi Jawa Timur', 'Dr. Indah Lestari, M.Si.', 'NIP. 197503122000032004']) expect(signed).toContain(part);
  });
});
