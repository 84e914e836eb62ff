import { insertLoan, loanBody } from '../../../helpers/loan-fixtures';
import { DEMO_NIP } from '../../../helpers/personnel-fixtures';
import type { CaseContext } from '../../../helpers/matrix-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// Loan applications (docs/public-finance.md sections 1 and 6). The test file gives each actor the
// NIP of the demo account of its role and starts the SIASN and bank sandboxes. apply-loan is the
// own record for every role (admins too); one's applications are one's own: anyone else gets 404.
// "author" is the owner of the application the case makes.
const own = (ctx: CaseContext) => ctx.actor?.employee_number ?? DEMO_NIP.user;
/** Everyone signed in on their own application, 404 on someone else's. */
const ownerOnly = (ok: number) => ({ ...ex.signedIn(404), 'user:author': ok, 'agent:author': ok, 'admin:author': ok });

/** An application of the actor (author) or of another user; filed at the bank sandbox too when `atBank`. */
async function loanFor(ctx: CaseContext, atBank = false): Promise<string> {
  const owner = ctx.relation === 'author' && ctx.actor ? ctx.actor : ctx.cast.otherUser;
  return (await insertLoan(ctx.db, owner, { atBank })).id;
}

export const loanRows: MatrixRow[] = [
  row('GET', '/layanan-keuangan/profil', ex.signedIn(200)),
  row('POST', '/layanan-keuangan/pengajuan', ex.signedIn(201), (ctx) => ({ body: loanBody(own(ctx)) })),
  row('POST', '/layanan-keuangan/pengajuan', ex.signedIn(403), () => ({ body: loanBody(DEMO_NIP.user2) }), "another's NIP"),
  row('GET', '/layanan-keuangan/pengajuan', ex.signedIn(200), () => ({ query: 'page=1&limit=5' })),
  row('GET', '/layanan-keuangan/pengajuan/[id]', ownerOnly(200), async (ctx) => ({ params: { id: await loanFor(ctx) } })),
  row('POST', '/layanan-keuangan/pengajuan/[id]/status', ownerOnly(200), async (ctx) => ({ params: { id: await loanFor(ctx, true) } })),
];
