import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getClinic } from '@/server/coaching/get-clinic';
import { coachingClinics, users } from '@/server/db/schema';
import { seedDemoCoaching } from '@/server/db/seed/coaching';
import { seedDemoUsers } from '@/server/db/seed/users';
import { toSessionUser } from '@/server/users/session-user';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

describe('demo coaching clinics', () => {
  it('seeds an upcoming, a live and an ended clinic once; the demo user gets the live one’s link and user2 may rate', async () => {
    await seedDemoUsers(ctx.db);
    await seedDemoCoaching(ctx.db);
    await seedDemoCoaching(ctx.db);
    const rows = await ctx.db.select().from(coachingClinics).orderBy(coachingClinics.id);
    expect(rows.map((r) => r.status)).toEqual(['upcoming', 'live', 'end']);
    const person = async (username: string) => toSessionUser((await ctx.db.select().from(users).where(eq(users.username, username)))[0]);
    const live = await getClinic({ db: ctx.db, user: await person('user'), id: rows[1].id });
    expect(live.meeting_link).toMatch(/^http:\/\/localhost:\d+\/j\/85010023758$/);
    const ended = await getClinic({ db: ctx.db, user: await person('user2'), id: rows[2].id });
    expect(ended.may_rate).toBe(true);
  });
});
