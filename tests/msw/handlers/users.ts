import { http, HttpResponse } from 'msw';
import type { UserInformation } from '@/services/users';
import type { Paginated, UserListItem } from '@/utils/schemas/users';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** The signed-in user's own record, as GET /users/information answers it. */
export function userInformation(overrides: Partial<UserInformation> = {}): UserInformation {
  return {
    id: 7,
    custom_id: 'simaster|199001012020011001',
    username: 'budi.santoso',
    name: 'Budi Santoso',
    email: 'budi.santoso@jatimprov.go.id',
    image: null,
    group: 'MASTER',
    employee_number: '199001012020011001',
    organization_id: 'BKD.01',
    organization_name: 'Badan Kepegawaian Daerah',
    current_role: 'user',
    last_login_at: hoursAgo(3),
    created_at: '2025-02-03T01:00:00.000Z',
    ...overrides,
  };
}

const NAMES = [
  'Siti Rahmawati', 'Agus Prasetyo', 'Dewi Lestari', 'Eko Wahyudi', 'Fitri Handayani', 'Hendra Gunawan',
  'Indah Permatasari', 'Joko Susilo', 'Kartika Sari', 'Lukman Hakim', 'Maya Anggraini', 'Nur Hidayat',
  'Oktaviani Putri', 'Rudi Hartono', 'Sri Wahyuni', 'Teguh Santoso', 'Wulan Septiani', 'Yusuf Maulana',
  'Zainal Arifin', 'Ratna Kusuma', 'Bayu Saputra', 'Citra Melati',
];
const ROLES = ['user', 'user', 'agent', 'user', 'admin'] as const;
const GROUPS = ['MASTER', 'MASTER', 'PTPK', 'GOOGLE'] as const;

/** 22 directory rows; every fifth is an admin, some PTTPK and Google accounts have no NIP. */
export const USER_ROWS: UserListItem[] = NAMES.map((name, i) => {
  const group = GROUPS[i % GROUPS.length];
  return {
    id: 100 + i,
    username: name.toLowerCase().replace(' ', '.'),
    name,
    group,
    employee_number: group === 'MASTER' ? `1988${String(i + 1).padStart(2, '0')}122015032${String(i).padStart(3, '0')}` : null,
    organization_id: group === 'GOOGLE' ? null : i % 2 ? 'DINKES.01' : 'BKD.01',
    organization_name: group === 'GOOGLE' ? null : i % 2 ? 'Sekretariat Dinas Kesehatan' : 'Sekretariat Badan Kepegawaian Daerah',
    current_role: ROLES[i % ROLES.length],
    last_login_at: i % 7 === 6 ? null : hoursAgo(i + 1),
    deactivated_at: i === 13 ? hoursAgo(30) : null,
  };
});

/** Filters and pages the rows the way server/users does: search on name, username or NIP. */
export function listUserRows(url: URL, rows: UserListItem[] = USER_ROWS): Paginated<UserListItem> {
  const search = url.searchParams.get('search')?.trim().toLowerCase() ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const matching = rows.filter((u) =>
    [u.name, u.username, u.employee_number].some((v) => v?.toLowerCase().includes(search)),
  );
  return { data: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit };
}

export const usersHandlers = [
  http.get('*/helpdesk/api/users/information', () => HttpResponse.json(userInformation())),
  http.get('*/helpdesk/api/users', ({ request }) => HttpResponse.json(listUserRows(new URL(request.url)))),
  // An agent's "Tidak bertugas" state on their home: on duty unless a test says otherwise.
  http.get('*/helpdesk/api/users/:id/away', ({ params }) => HttpResponse.json({ user_id: Number(params.id), away: false, away_since: null, away_until: null })),
];

/** The API's 5xx body: a stable code and an Indonesian message, never a stack. */
export const internalError = () =>
  HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, { status: 500 });
