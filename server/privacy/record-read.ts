import { writeInBackground } from '@/server/db/background-writes';
import { personalDataReads, type PersonalDataPart } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';

/**
 * Records that `reader` was shown `part` of the record of `nip` (issue 33, docs/privacy.md): one
 * row per view, after the read succeeded, written off the request's path in one insert. A person
 * reading their own record records nothing.
 */
export function recordPersonalDataRead(reader: SessionUser, nip: string, part: PersonalDataPart): void {
  if (reader.employee_number === nip) return;
  writeInBackground('personal_data_reads', (db) => db.insert(personalDataReads).values({ readerId: reader.id, readerRole: reader.current_role, subjectNip: nip, part }));
}

/** `handle` of a staff read route, recording the view once the read has answered. */
export const recordedRead =
  <T>(reader: SessionUser, nip: string, part: PersonalDataPart) =>
  (answer: T): T => {
    recordPersonalDataRead(reader, nip, part);
    return answer;
  };
