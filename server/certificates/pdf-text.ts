import type { PDFFont } from 'pdf-lib';

/**
 * The standard fonts speak WinAnsi only: a letter outside it (Chinese, an emoji) would make pdf-lib
 * throw and the download fail. Accents are kept where Latin-1 has them, others lose their mark.
 */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, (c) => c.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7E]/g, '?'));
}

/** Splits text into lines no wider than `width`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}
