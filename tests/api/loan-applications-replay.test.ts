import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import apply from '@/pages/api/layanan-keuangan/pengajuan/index';
import type { LoanApplicationView } from '@/utils/schemas/loans';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { loanBody, loanRowsOf } from '../helpers/loan-fixtures';
import { DEMO_NIP, demoUsers } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// docs/public-finance.md section 6: the wizard's own reference makes a retry after a lost answer
// find the application already filed, here and at the bank.
const ctx = useApiContext();
useSiasnSandbox();
const bank = useBankSandbox();

let agent: SessionUser;
let admin: SessionUser;
type Answer = LoanApplicationView & { code?: string; message?: string };

beforeAll(async () => {
  ({ agent, admin } = await demoUsers(ctx.db));
});

const post = (user: SessionUser, body: unknown) => ctx.api.call<Answer>(apply, { method: 'POST', path: '/layanan-keuangan/pengajuan', body, user });

describe('POST /layanan-keuangan/pengajuan with the wizard reference', () => {
  it('files once: the same reference again answers the same application, one row, one bank application', async () => {
    const reference = randomUUID();
    const filedBefore = bank.sandbox.stats().applications;
    const first = await post(agent, { ...loanBody(DEMO_NIP.agent), reference });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.id).toBe(reference);
    const again = await post(agent, { ...loanBody(DEMO_NIP.agent), reference });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(bank.sandbox.stats().applications - filedBefore).toBe(1);
    expect((await loanRowsOf(ctx.db, agent.id)).filter((r) => r.id === reference)).toHaveLength(1);
  });

  it('files once when the same reference is sent twice at once (a double click, a retry racing the first)', async () => {
    const reference = randomUUID();
    const filedBefore = bank.sandbox.stats().applications;
    const [a, b] = await Promise.all([post(agent, { ...loanBody(DEMO_NIP.agent), reference }), post(agent, { ...loanBody(DEMO_NIP.agent), reference })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.bank_application_id).toBe(b.body.bank_application_id);
    expect(bank.sandbox.stats().applications - filedBefore).toBe(1);
    expect((await loanRowsOf(ctx.db, agent.id)).filter((r) => r.id === reference)).toHaveLength(1);
  });

  it("refuses someone else's reference with 409, without a bank call or a row", async () => {
    const reference = randomUUID();
    expect((await post(agent, { ...loanBody(DEMO_NIP.agent), reference })).status).toBe(201);
    const callsBefore = bank.sandbox.stats().calls;
    const taken = await post(admin, { ...loanBody(DEMO_NIP.admin), reference });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CONFLICT');
    expect(bank.sandbox.stats().calls).toBe(callsBefore);
    expect((await loanRowsOf(ctx.db, admin.id)).filter((r) => r.id === reference)).toHaveLength(0);
  });

  it('answers a malformed reference with 400 before anything else', async () => {
    const res = await post(agent, { ...loanBody(DEMO_NIP.agent), reference: 'bukan-uuid' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
