import JSZip from 'jszip';
import { xlsxOf } from './xlsx-fixtures';

// Workbooks built to strain the intake (tests/api/spreadsheet-intake.test.ts): a real xlsx of the
// given header whose sheet XML is replaced by `rows` generated rows, or that carries `extra` empty
// parts; deflated at the highest level, as a hostile file would be.

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const COLUMNS = 'ABCDEFGHIJ';

function sheetXml(header: string[], rows: number, cellText: (row: number, col: number) => string): string {
  const parts = [`<row r="1">${header.map((h, i) => cell(`${COLUMNS[i]}1`, h)).join('')}</row>`];
  for (let r = 2; r <= rows + 1; r += 1) parts.push(`<row r="${r}">${header.map((_, i) => cell(`${COLUMNS[i]}${r}`, cellText(r, i))).join('')}</row>`);
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.join('')}</sheetData></worksheet>`;
}

export async function hostileXlsx(header: string[], { rows = 0, extra = 0, cellText = (r: number, c: number) => (c === 0 ? `ID-${r}` : 'x') }: { rows?: number; extra?: number; cellText?: (row: number, col: number) => string } = {}): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await xlsxOf([header]));
  const sheet = Object.keys(zip.files).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))!;
  if (rows > 0) zip.file(sheet, sheetXml(header, rows, cellText));
  for (let i = 0; i < extra; i += 1) zip.file(`xl/extra/part${i}.xml`, '<x/>');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}
