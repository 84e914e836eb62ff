import { beforeAll, describe, expect, it } from 'vitest';
import ownHandler from '@/pages/api/users-histories';
import userHandler from '@/pages/api/users/[id]/histories';
import { HISTORY, recordHistory } from '@/server/users/histories';
import type { Paginated } from '@/utils/schemas/common';
import type { UserHistoryView } from '@/utils/schemas/knowledge';
import type { SessionUser } from '@/utils/session-user';
import { knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;
type Page = Paginated<UserHistoryView>;
const KINDS = Object.keys(HISTORY) as (keyof typeof HISTORY)[];

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  for (const who of [cast.user, cast.agent, cast.admin]) {
    for (const kind of KINDS) await recordHistory({ db: ctx.db, userId: who.id, kind, ipAddress: '10.1.2.3', userAgent: 'uji' });
  }
});

const own = (who: SessionUser) => ctx.api.call<Page>(ownHandler, { path: '/?limit=50', user: who });
const ofUser = (id: number, who: SessionUser) => ctx.api.call<Page>(userHandler, { path: '/?limit=50', params: { id: String(id) }, user: who });

describe('histories: IP addresses for admins only, decided on the server', () => {
  it.each([
    ['a user', () => cast.user],
    ['an agent', () => cast.agent],
  ])('%s reading their own history gets no ip_address field', async (_who, who) => {
    const res = await own(who());
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(KINDS.length);
    expect(res.body.data.every((h) => !('ip_address' in h))).toBe(true);
    expect(res.body.data[0].user_agent).toBe('uji');
  });

  it('an admin sees IPs in their own history and in anyone else\'s', async () => {
    expect((await own(cast.admin)).body.data.every((h) => h.ip_address === '10.1.2.3')).toBe(true);
    expect((await ofUser(cast.user.id, cast.admin)).body.data.every((h) => h.ip_address === '10.1.2.3')).toBe(true);
  });
});

describe('histories: first person for the owner, the owner\'s name for others', () => {
  it('keeps the spec texts ("Anda ...") in one\'s own history', async () => {
    const texts = (await own(cast.user)).body.data.map((h) => h.description).sort();
    expect(texts).toEqual(KINDS.map((k) => HISTORY[k].description).sort());
  });

  it('names the person for every kind when an admin reads someone else\'s history', async () => {
    const name = cast.user.name as string;
    const res = await ofUser(cast.user.id, cast.admin);
    expect(res.status).toBe(200);
    const byAction = Object.fromEntries(res.body.data.map((h) => [h.action, h.description]));
    expect(byAction.login).toBe(`${name} masuk pada aplikasi`);
    expect(byAction.role_changed).toBe(`Peran ${name} diubah`);
    for (const kind of KINDS) expect(byAction[kind]).toBe(HISTORY[kind].description.replace('Anda', name));
  });

  it('an admin reading their own history through /users/{id} still reads "Anda"', async () => {
    const res = await ofUser(cast.admin.id, cast.admin);
    expect(res.body.data.find((h) => h.action === 'login')?.description).toBe('Anda masuk pada aplikasi');
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await ofUser(9_999_999, cast.admin)).status).toBe(404);
  });
});
