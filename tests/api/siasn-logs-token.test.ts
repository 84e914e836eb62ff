import { beforeAll, describe, expect, it } from 'vitest';
import tokenRoute from '@/pages/api/siasn/ws/token';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import type { SiasnTokenStates } from '@/utils/schemas/siasn-logs';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, userWithNip } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();

let admin: SessionUser;

beforeAll(async () => {
  admin = await userWithNip(ctx.db, 'admin', DEMO_NIP.admin);
});

const tokenState = () => ctx.api.call<SiasnTokenStates>(tokenRoute, { path: '/siasn/ws/token', user: admin });
const isIso = (value: string | null) => value !== null && new Date(value).toISOString() === value;

describe('GET /siasn/ws/token', () => {
  it('answers the times of both tokens after a read, never a token', async () => {
    const read = await ctx.api.call(ownSection, { path: '/siasn/ws/pns/data-utama', params: { section: 'data-utama' }, user: admin });
    expect(read.status).toBe(200);
    const issued = siasn.sandbox.issuedTokens();
    expect(issued.length).toBeGreaterThanOrEqual(2);

    const res = await tokenState();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['sso', 'wso2']);
    for (const state of [res.body.wso2, res.body.sso]) {
      expect(Object.keys(state).sort()).toEqual(['expiresAt', 'held', 'issuedAt', 'lastError', 'lastErrorAt', 'lastRefreshAt']);
      expect(state.held).toBe(true);
      expect(isIso(state.issuedAt)).toBe(true);
      expect(isIso(state.expiresAt)).toBe(true);
      expect(Date.parse(state.expiresAt ?? '')).toBeGreaterThan(Date.parse(state.issuedAt ?? ''));
    }
    const json = JSON.stringify(res.body);
    for (const token of issued) expect(json).not.toContain(token);
  });
});
