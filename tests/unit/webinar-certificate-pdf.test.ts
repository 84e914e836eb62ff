import { describe, expect, it } from 'vitest';
import { buildWebinarCertificate, printable } from '@/server/certificates/webinar-certificate-pdf';

describe('certificate text', () => {
  it('keeps Latin-1 letters, drops marks it cannot print and replaces the rest', () => {
    expect(printable('Dr. Siti Nurhaliza, S.Kom.')).toBe('Dr. Siti Nurhaliza, S.Kom.');
    expect(printable('José Ñandú')).toBe('José Ñandú');
    expect(printable('Łukasz Śmigły')).toBe('?ukasz Smig?y');
    expect(printable('王 Budi')).toBe('? Budi');
  });

  it('builds an A4 landscape PDF even for a name the standard fonts cannot write', async () => {
    const bytes = await buildWebinarCertificate({ name: 'Łukasz 王', webinar: 'Uji', date: '5 Desember 2026', hours: 2, number: '1/WEB/BKD/2026', verifyUrl: 'http://localhost:3000/helpdesk/sertifikat/x' });
    const { PDFDocument } = await import('pdf-lib');
    const page = (await PDFDocument.load(bytes)).getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([842, 595]);
  });
});
