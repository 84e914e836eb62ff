import ExcelJS from 'exceljs';
import { multipart } from './pdf-fixtures';

type Cell = ExcelJS.CellValue;

/** An xlsx whose first sheet holds these rows (the first one the headers), as an uploader makes it. */
export async function xlsxOf(rows: Cell[][], sheetName = 'Data'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet of an xlsx. */
export async function firstSheetOf(bytes: Buffer | ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** A sheet's values, a row per array, without exceljs's leading empty slot. */
export function valuesOf(sheet: ExcelJS.Worksheet): Cell[][] {
  const rows: Cell[][] = [];
  sheet.eachRow((row) => rows.push((row.values as Cell[]).slice(1)));
  return rows;
}

/** An xlsx content type, for multipart bodies. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A multipart body with the workbook as `file`, as the upload screens send it. */
export const xlsxForm = (bytes: Buffer, name = 'data.xlsx') => multipart({ bytes, name, type: XLSX_TYPE }, {});
