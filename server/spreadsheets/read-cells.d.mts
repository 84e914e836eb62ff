import type { CellValue } from 'exceljs';

/** A cell as the row schemas see it. */
export type PlainCell = string | number | boolean | null;

export function plainCell(value: CellValue | undefined): PlainCell;
