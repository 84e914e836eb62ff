import { withQuery } from '@/utils/query';
import type { RefJftPage } from '@/utils/schemas/ref-jft';
import { api } from './api';
import { uploadSpreadsheet, type OnProgress } from './spreadsheets';

// The JFT reference routes (docs/personnel-admin.md section 4).
const PATH = '/siasn/ws/report/ref-jft';

export interface RefJftFilters {
  search?: string;
  page: number;
  limit: number;
}

export async function getRefJft(filters: RefJftFilters): Promise<RefJftPage> {
  const { data } = await api.get<RefJftPage>(withQuery(PATH, { ...filters }));
  return data;
}

/** Replaces the reference with an xlsx; a refused file rejects with 422 INVALID_SPREADSHEET. */
export const uploadRefJft = (file: File, onProgress?: OnProgress) => uploadSpreadsheet(PATH, file, onProgress);

/** The empty workbook, for a link (the basePath is not added to <a href> of API routes). */
export const REF_JFT_TEMPLATE_URL = `/helpdesk/api${PATH}/template`;
