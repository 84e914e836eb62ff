import { http, HttpResponse } from 'msw';
import { errors } from '@/locales/id';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import type { IpAsnAnswer, IpAsnSnapshot } from '@/utils/schemas/ip-asn';
import { IP_ASN, SECTION_DATA, SIASN_NIP } from './siasn-records';

export { DATA_UTAMA, SECTION_DATA, SIASN_NIP } from './siasn-records';

/** 14.05 WIB on 26 November 2026. */
export const FETCHED_AT = '2026-11-26T07:05:00.000Z';

/** IP_ASN as the portal keeps it: 2025's (SIASN scored it at 09.00 WIB on 26 November 2025), read in 2026. */
export const IP_ASN_2025: IpAsnSnapshot = { tahun: 2025, kualifikasi: 20, kompetensi: 28.5, kinerja: 25, disiplin: 5, total: 78.5, kategori: 'Cukup', scoredAt: '2025-11-26T02:00:00.000Z', fetchedAt: FETCHED_AT };

/** The IP ASN route's answer (docs/personnel.md): SIASN's current score, 2025's, and the years kept. */
export const ipAsnAnswer = (nip: string, overrides: Partial<IpAsnAnswer> = {}): IpAsnAnswer => ({
  nip,
  current: { tahun: 2025, data: IP_ASN, scoredAt: IP_ASN_2025.scoredAt, fetchedAt: FETCHED_AT, stale: false },
  years: [IP_ASN_2025],
  ...overrides,
});

const API = '*/helpdesk/api/siasn';
const answer = (section: string, nip: string, data: unknown, stale = false) => HttpResponse.json({ section, nip, data, fetchedAt: FETCHED_AT, stale });
const known = (section: string): section is PersonnelSectionKey => Object.hasOwn(SECTION_DATA, section);

/** The portal's /siasn routes over the one record above: the own record (pns) and any NIP's (admin). */
export const siasnHandlers = [
  http.get(`${API}/ws/pns/:section`, ({ params }) => {
    const section = String(params.section);
    return known(section) ? answer(section, SIASN_NIP, SECTION_DATA[section]) : HttpResponse.json({ code: 'NOT_FOUND', message: errors.NOT_FOUND }, { status: 404 });
  }),
  http.get(`${API}/ws/admin/:nip/:section`, ({ params }) => {
    const [nip, section] = [String(params.nip), String(params.section)];
    if (nip !== SIASN_NIP) return HttpResponse.json({ code: 'NIP_NOT_FOUND', message: errors.NIP_NOT_FOUND }, { status: 404 });
    return known(section) ? answer(section, nip, SECTION_DATA[section]) : HttpResponse.json({ code: 'NOT_FOUND', message: errors.NOT_FOUND }, { status: 404 });
  }),
  http.get(`${API}/:nip/ip-asn`, ({ params }) => HttpResponse.json(ipAsnAnswer(String(params.nip)))),
];

/** One section (own or any NIP) answering `data`, optionally a stale copy. */
export const serveSection = (section: PersonnelSectionKey, data: unknown, { stale = false } = {}) =>
  http.get(new RegExp(`/helpdesk/api/siasn/ws/(pns|admin/\\d+)/${section}$`), () => answer(section, SIASN_NIP, data, stale));

type SiasnErrorCode = 'SIASN_ERROR' | 'SIASN_TIMEOUT' | 'NO_NIP' | 'NIP_NOT_FOUND' | 'INVALID_NIP';
const STATUS: Record<SiasnErrorCode, number> = { SIASN_ERROR: 502, SIASN_TIMEOUT: 504, NO_NIP: 403, NIP_NOT_FOUND: 404, INVALID_NIP: 400 };

/** Every section (or one) failing with the API's error of that code; `calls` counts the requests. */
export function failSections(code: SiasnErrorCode, section: PersonnelSectionKey | '[^/]+' = '[^/]+', calls = { count: 0 }) {
  return http.get(new RegExp(`/helpdesk/api/siasn/ws/(pns|admin/\\d+)/${section}$`), () => {
    calls.count += 1;
    return HttpResponse.json({ code, message: errors[code] }, { status: STATUS[code] });
  });
}

/** The portal's own profile of the signed-in user (GET /profiles), as the Data Utama comparison reads it. */
export const ownProfileHandler = (user: Partial<{ name: string; email: string; employee_number: string | null }> = {}) =>
  http.get('*/helpdesk/api/profiles', () =>
    HttpResponse.json({
      user: { id: 7, name: 'Budi Santoso, S.Kom', username: 'budi.santoso', image: null, current_role: 'user', group: 'MASTER', email: 'budi@jatimprov.go.id', employee_number: SIASN_NIP, organization_id: 'BKD.01', ...user },
      bio: null,
      phone: null,
      position: null,
      updated_at: null,
    }),
  );
