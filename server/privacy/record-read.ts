import type { NextApiRequest } from 'next';
import { writeInBackground } from '@/server/db/background-writes';
import { personalDataReads, type PersonalDataPart } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { readContext, type ReadContext } from './read-context';

/**
 * Records that `reader` was shown `part` of the record of `nip` (issue 33, docs/privacy.md): one
 * row per view, after the read succeeded, written off the request's path in one insert. A person
 * reading their own record records nothing.
 */
export function recordPersonalDataRead(reader: SessionUser, nip: string, part: PersonalDataPart, context: ReadContext): void {
  if (reader.employee_number === nip) return;
  writeInBackground('personal_data_reads', (db) => db.insert(personalDataReads).values({ readerId: reader.id, readerRole: reader.current_role, subjectNip: nip, part, ...context }));
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
