/** A tiny valid PDF for a file input (playwright's setInputFiles), named `<label>.pdf`. */
export const pdfFile = (label: string) => ({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) });
