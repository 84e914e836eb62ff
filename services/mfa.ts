import { withQuery } from '@/utils/query';
import type { MfaPage, MfaStatus } from '@/utils/schemas/mfa';
import { api } from './api';
import { uploadSpreadsheet, type OnProgress } from './spreadsheets';

// The MFA activation list routes (docs/personnel-admin.md section 7), for the reconciliation page.
const PATH = '/siasn/ws/mfa';

export interface MfaFilters {
  search?: string;
  status?: MfaStatus;
  opdId?: string;
  page: number;
  limit: number;
}

export async function getMfaList(filters: MfaFilters): Promise<MfaPage> {
  const { data } = await api.get<MfaPage>(withQuery(PATH, { ...filters }));
  return data;
}

/** The upload's template: the header row (`NIP` as text, `Status`) in xlsx. */
export const MFA_TEMPLATE_URL = `/helpdesk/api${PATH}/template`;

/** Replaces the activation list with an xlsx (`NIP`, `Status`); a refused file rejects with 422 INVALID_SPREADSHEET. */
export const uploadMfaList = (file: File, onProgress?: OnProgress) => uploadSpreadsheet(PATH, file, onProgress);
