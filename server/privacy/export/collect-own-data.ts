import type { Database } from '@/server/db/client';
import { collectAccount, collectCorrespondence } from './collect-account';
import { collectParticipation, collectTickets } from './collect-activity';
import { collectRecord } from './collect-record';

export type OwnData = Awaited<ReturnType<typeof collectOwnData>>;

/** Everything the portal holds about one person (docs/privacy.md, "Unduh data saya"), as the zip's JSON. */
export async function collectOwnData(db: Database, userId: number, now: Date) {
  const account = await collectAccount(db, userId);
  const [correspondence, asked, joined, record] = await Promise.all([
    collectCorrespondence(db, userId),
    collectTickets(db, userId),
    collectParticipation(db, userId),
    collectRecord(db, account.akun.nip),
  ]);
  return { dibuat_pada: now.toISOString(), ...account, ...asked, ...correspondence, ...joined, ...record };
}
