import type { NextApiResponse } from 'next';

/** Answers with a PDF to save; private and never cached (a certificate carries a person's name). */
export function sendPdf(res: NextApiResponse, bytes: Buffer, fileName: string): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Content-Length', bytes.length);
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).end(bytes);
}
