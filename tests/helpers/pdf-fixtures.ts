/** A small document file-type reads as a PDF (its signature), as a certificate scan would be. */
export const samplePdf = (label = 'Sertifikat') => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** An HTML page named like a PDF: its content gives it away. */
export const disguisedHtml = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A multipart body with one `file` and text fields, as the browser's upload sends it. */
export function multipart(file: { bytes: Buffer; name: string; type?: string }, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  return form;
}
