import { withQuery } from '@/utils/query';
import type { AdminPage, StartedJobView } from '@/utils/schemas/personnel-admin';
import type { EmployeeView, IpAsnReportPage, OpdOption } from '@/utils/schemas/personnel-reports';
import type { MfaState, RekonMfaRow, RekonSummary } from '@/utils/schemas/rekon';
import type { UnorNode } from '@/utils/schemas/unor';
import { api } from './api';

// The report, unit and reconciliation routes (docs/personnel-admin.md sections 4, 6 and 7).

const EMPLOYEES = '/siasn/ws/report/employees';
const IP_ASN = '/siasn/ws/report/ip-asn';
const UNOR = '/siasn/ws/admin/unor';
const REKON = '/siasn/ws/rekon';

export type DownloadFormat = 'xlsx' | 'csv';

export interface EmployeeFilters {
  search?: string;
  opdId?: string;
  jenis?: 'PNS' | 'PPPK';
}

export interface IpAsnFilters {
  tahun: number;
  search?: string;
  opdId?: string;
  kategori?: string;
}

export interface RekonMfaFilters {
  opdId?: string;
  status?: MfaState;
}

export interface PageQuery {
  page: number;
  limit: number;
}

// Links, not calls: the basePath is not added to <a href> of API routes. limit=-1 asks for the
// whole filtered list as a spreadsheet.
const downloadUrl = (path: string, filters: object, format: DownloadFormat = 'xlsx') => withQuery(`/helpdesk/api${path}`, { ...filters, limit: -1, format });

const started = async (path: string, body?: object) => (await api.post<StartedJobView>(path, body)).data;

export async function listEmployees(query: EmployeeFilters & PageQuery): Promise<AdminPage<EmployeeView>> {
  const { data } = await api.get<AdminPage<EmployeeView>>(withQuery(EMPLOYEES, { ...query }));
  return data;
}

/** The OPDs of the synced employees with their head counts (the OPD filter of both reports). */
export async function listEmployeeOpds(): Promise<OpdOption[]> {
  const { data } = await api.get<OpdOption[]>(`${EMPLOYEES}/opd`);
  return data;
}

/** Starts the copy of the agency's employee list (or answers the one already running). */
export const syncEmployees = () => started(`${EMPLOYEES}/sync`);

export const employeesDownloadUrl = (filters: EmployeeFilters, format: DownloadFormat) => downloadUrl(EMPLOYEES, filters, format);

export async function getIpAsnReport(query: IpAsnFilters & PageQuery): Promise<IpAsnReportPage> {
  const { data } = await api.get<IpAsnReportPage>(withQuery(IP_ASN, { ...query }));
  return data;
}

/** Starts reading every employee's current score from SIASN, each kept in its own year (or answers the run already live). */
export const syncIpAsn = () => started(`${IP_ASN}/sync`);

export const ipAsnDownloadUrl = (filters: IpAsnFilters) => downloadUrl(IP_ASN, filters);

/** The children of a unit (the roots without `parentId`), or up to 50 units whose name holds `search`. */
export async function listUnor(query: { parentId?: string; search?: string }): Promise<UnorNode[]> {
  const { data } = await api.get<UnorNode[]>(withQuery(UNOR, query));
  return data;
}

export interface UnorEditBody {
  isSchool?: boolean;
  isDuplicate?: boolean;
  isActive?: boolean;
  nspn?: string | null;
  note?: string | null;
}

/** The agency's disparity columns of a unit; a refused value answers 400 with `fields`. */
export async function editUnor(id: string, body: UnorEditBody): Promise<UnorNode> {
  const { data } = await api.patch<UnorNode>(`${UNOR}/${encodeURIComponent(id)}`, body);
  return data;
}

export const syncUnor = () => started(`${UNOR}/sync`);

/** The unit and every unit below it, with head counts, as xlsx. */
export const unorReportUrl = (id: string) => `/helpdesk/api${UNOR}/${encodeURIComponent(id)}/report`;

export async function getRekonSummary(tahun: number): Promise<RekonSummary> {
  const { data } = await api.get<RekonSummary>(withQuery(`${REKON}/summary`, { tahun }));
  return data;
}

/** The employees behind one MFA count. */
export async function listRekonMfa(query: RekonMfaFilters & PageQuery): Promise<AdminPage<RekonMfaRow>> {
  const { data } = await api.get<AdminPage<RekonMfaRow>>(withQuery(`${REKON}/mfa`, { ...query }));
  return data;
}

export const rekonMfaDownloadUrl = (filters: RekonMfaFilters) => downloadUrl(`${REKON}/mfa`, filters);
