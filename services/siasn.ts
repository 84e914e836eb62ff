import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import type { AssessmentAnswer } from '@/utils/schemas/assessment';
import type { IpAsnAnswer } from '@/utils/schemas/ip-asn';
import { api } from './api';
import { readParams, readSearch, withPurpose } from './read-context';

/** A row or object as SIASN sent it (siasn-protocol.md section 3): field names exactly as there. */
export type SiasnRecord = Record<string, unknown>;

/** One section of a personnel record (docs/personnel.md, Portal API). */
export interface SiasnSection<T> {
  section: PersonnelSectionKey;
  nip: string;
  data: T;
  /** ISO; when `stale`, the time of the last copy read while SIASN answered. */
  fetchedAt: string;
  stale: boolean;
}

/** The own record (`nip` null: the session's NIP) or any NIP's (staff with view-personnel-any). */
const sectionPath = (nip: string | null, key: string) => (nip === null ? `/siasn/ws/pns/${key}` : `/siasn/ws/admin/${nip}/${key}`);

/** `signal`: react-query's, so that cancelling the query aborts the request. */
export async function getSiasnSection<T>(nip: string | null, section: PersonnelSectionKey, signal?: AbortSignal): Promise<SiasnSection<T>> {
  const { data } = await withPurpose(() => api.get<SiasnSection<T>>(sectionPath(nip, section), { signal, params: readParams(nip) }));
  return data;
}

/** SIASN's current IP ASN score (the portal keeps it in its year) and every kept year's. */
export async function getIpAsn(nip: string, signal?: AbortSignal): Promise<IpAsnAnswer> {
  const { data } = await withPurpose(() => api.get<IpAsnAnswer>(`/siasn/${nip}/ip-asn`, { signal, params: readParams(nip) }));
  return data;
}

/** The photo SIASN keeps, for an <img> (which the basePath is not added to). */
export const siasnPhotoUrl = (nip: string | null) => {
  const search = new URLSearchParams(readSearch(nip)).toString();
  return `/helpdesk/api${sectionPath(nip, 'photo')}${search ? `?${search}` : ''}`;
};

/** Potensi and kompetensi assessments from the agency's gateway: the own (`nip` null) or any NIP's. */
export async function getAssessment(nip: string | null): Promise<AssessmentAnswer> {
  const { data } = await withPurpose(() => api.get<AssessmentAnswer>(sectionPath(nip, 'assessment'), { params: readParams(nip) }));
  return data;
}
