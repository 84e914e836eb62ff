// A small valid one-page PDF (A4, Helvetica) with a few lines of text: what download-dok answers
// for the documents the generated province's rows name, which nobody uploaded.

const ascii = (line) => line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

export function generatedPdf(lines) {
  const text = lines.map((line, i) => `${i ? '0 -18 Td ' : ''}(${ascii(line)}) Tj`).join('\n');
  const content = `BT /F1 12 Tf 56 780 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, generation, flag, space, newline.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
