import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { employees, users, webinarParticipants, webinarQuizAttempts } from '@/server/db/schema';
import { containing, type Reader } from '@/server/db/sql-helpers';
import { iso } from '@/server/tickets/user-summary';
import type { Paginated } from '@/utils/schemas/common';
import type { ParticipantListQuery, ParticipantView } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { nameWithTitles, TITLES } from './participant-name';
import { loadWebinar } from './webinar-view';

type Query = z.output<typeof ParticipantListQuery>;

const scoreOf = (kind: 'pretest' | 'posttest') =>
  sql<number | null>`(select ${webinarQuizAttempts.score} from ${webinarQuizAttempts} where ${webinarQuizAttempts.participantId} = ${webinarParticipants.id} and ${webinarQuizAttempts.kind} = ${kind})`;

/** The participants of a series (admins): group, account, NIP, name with titles where known, attendance, scores and survey; first registered first. */
export async function listParticipants({ db, user, id, query }: { db: Reader; user: SessionUser; id: number; query: Query }): Promise<Paginated<ParticipantView>> {
  await loadWebinar(db, user, id);
  const term = query.search ? containing(query.search) : undefined;
  const where = and(
    eq(webinarParticipants.webinarId, id),
    term ? or(ilike(users.name, term), ilike(users.username, term), ilike(users.employeeNumber, term)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: webinarParticipants.id,
        user_id: users.id,
        group: users.group,
        username: users.username,
        employee_number: users.employeeNumber,
        name: users.name,
        // With titles where known: as printed on an issued certificate, else as BKD's employee list writes it.
        titled_name: sql<string | null>`coalesce(${webinarParticipants.certificateName}, ${employees.nama})`,
        attended_at: webinarParticipants.attendedAt,
        pretest_score: scoreOf('pretest'),
        posttest_score: scoreOf('posttest'),
        survey: webinarParticipants.survey,
        certificate_number: webinarParticipants.certificateNumber,
      })
      .from(webinarParticipants)
      .innerJoin(users, eq(users.id, webinarParticipants.userId))
      .leftJoin(employees, eq(employees.nip, users.employeeNumber))
      .where(where)
      .orderBy(asc(webinarParticipants.createdAt), asc(webinarParticipants.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(webinarParticipants).innerJoin(users, eq(users.id, webinarParticipants.userId)).where(where),
  ]);
  const data = rows.map(({ titled_name, ...row }): ParticipantView => ({
    ...row,
    name: titled_name ?? nameWithTitles(row),
    info: { ...TITLES, username: row.username, employee_number: row.employee_number },
    attended_at: iso(row.attended_at),
    survey: row.survey as ParticipantView['survey'],
  }));
  return { data, total, page: query.page, limit: query.limit };
}
