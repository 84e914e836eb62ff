import type { NextApiRequest } from 'next';
import { batchedInBackground } from '@/server/db/background-writes';
import { personalDataReads, type PersonalDataPart } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { readContext, type ReadContext } from './read-context';

const writeRead = batchedInBackground<typeof personalDataReads.$inferInsert>('personal_data_reads', (db, rows) => db.insert(personalDataReads).values(rows));

/**
 * Records that `reader` was shown `part` of the record of `nip` (issue 33, docs/privacy.md): one
 * row per view, after the read succeeded, written off the request's path with the other views of
 * the same moment in one insert. A person reading their own record records nothing.
 */
export function recordPersonalDataRead(reader: SessionUser, nip: string, part: PersonalDataPart, context: ReadContext): void {
  if (reader.employee_number === nip) return;
  writeRead({ readerId: reader.id, readerRole: reader.current_role, subjectNip: nip, part, at: new Date(), ...context });
}

interface StaffRead {
  req: NextApiRequest;
  user: SessionUser;
  nip: string;
  part: PersonalDataPart;
  /** `?tiket=`: the ticket the read was opened from. */
  ticket?: number;
}

/**
 * A read of `nip`'s record: its purpose is settled first (the ticket, the session's stated one, or
 * 428 PURPOSE_REQUIRED), the view recorded once `read` answered. The own record asks and records nothing.
 */
export async function staffRead<T>({ req, user, nip, part, ticket }: StaffRead, read: () => Promise<T>): Promise<T> {
  const context = await readContext({ req, user, nip, ticket });
  const answer = await read();
  if (context) recordPersonalDataRead(user, nip, part, context);
  return answer;
}
