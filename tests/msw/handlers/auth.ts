import { delay, http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import type { Role } from '@/utils/session-user';

const USERS: Record<Role, Session['user']> = {
  admin: { id: 1, current_role: 'admin', organization_id: 'BKD.01', group: 'MASTER', employee_number: '198503142010011002', name: 'Rina Marlina', username: 'rina.marlina', image: null },
  agent: { id: 2, current_role: 'agent', organization_id: 'BKD.01', group: 'PTPK', employee_number: null, name: 'Dimas Pratama', username: 'dimas.pratama', image: null },
  user: { id: 7, current_role: 'user', organization_id: 'DINKES.01', group: 'MASTER', employee_number: '199001012020011001', name: 'Budi Santoso', username: 'budi.santoso', image: null },
};

/** What GET /api/auth/session answers for a signed-in user of the given role. */
export function sessionFor(role: Role, overrides: Partial<Session['user']> = {}): Session {
  return { user: { ...USERS[role], ...overrides }, expires: new Date(Date.now() + 8 * 3600_000).toISOString() };
}

export const PROVIDERS = [
  { id: 'simaster', name: 'SIMASTER' },
  { id: 'pttpk', name: 'PTTPK' },
  { id: 'google', name: 'Google' },
];

const AUTH = '*/helpdesk/api/auth';
const providerMap = Object.fromEntries(
  PROVIDERS.map((p) => [
    p.id,
    { ...p, type: 'oauth', signinUrl: `http://localhost:3000/helpdesk/api/auth/signin/${p.id}`, callbackUrl: `http://localhost:3000/helpdesk/api/auth/callback/${p.id}` },
  ]),
);

/** The session endpoint answering `body` (next-auth sends `{}` when nobody is signed in), optionally late. */
export const sessionHandler = (body: Session | Record<string, never>, { delayMs = 0 } = {}) =>
  http.get(`${AUTH}/session`, async () => {
    if (delayMs) await delay(delayMs);
    return HttpResponse.json(body);
  });

export const authHandlers = [
  sessionHandler({}),
  http.get(`${AUTH}/providers`, () => HttpResponse.json(providerMap)),
  http.get(`${AUTH}/csrf`, () => HttpResponse.json({ csrfToken: 'csrf-token-for-tests' })),
  http.post(`${AUTH}/signin/:provider`, ({ params }) =>
    HttpResponse.json({ url: `http://localhost:3000/identity/${String(params.provider)}/authorize` }),
  ),
  http.post(`${AUTH}/_log`, () => HttpResponse.json({})),
];
