import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { RECORD_KIND_INFO, RECORD_KINDS, type RecordKind } from '@/utils/catalogue/personnel-writes';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { findRecordProblems } from '@/utils/rules/record-health';
import type { PortalIdentity } from '@/utils/rules/profile-match';
import type { RecordHealth } from '@/utils/schemas/siasn-record-health';
import { readDataUtama, readSection } from './read-section';

type Row = Record<string, unknown>;

interface RecordHealthOptions {
  db: Reader;
  nip: string;
  /** The signed-in user asking (logged with the SIASN calls; their own account wins as the NIP's profile). */
  actor: number;
}

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : []);

/**
 * The portal account of the NIP: the asking user's own when it carries the NIP, otherwise the
 * active account of that NIP that signed in last (null when the person has no portal account).
 */
async function portalIdentity(db: Reader, nip: string, actor: number): Promise<PortalIdentity | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email, employee_number: users.employeeNumber })
    .from(users)
    .where(and(eq(users.employeeNumber, nip), isNull(users.deactivatedAt)))
    .orderBy(desc(sql`${users.id} = ${actor}`), sql`${users.lastLoginAt} desc nulls last`, desc(users.id))
    .limit(1);
  return row ?? null;
}

/**
 * Kesehatan data of a NIP (docs/personnel-writes.md 5, 7): history entries without their
 * document, the portal profile against SIASN, degree titles missing from the name, empty contact
 * and identity data. Reads go through the section cache (readSection), so a check after browsing
 * the record asks SIASN nothing; 404 NIP_NOT_FOUND for a NIP SIASN does not know.
 */
export async function checkRecordHealth({ db, nip, actor }: RecordHealthOptions): Promise<RecordHealth> {
  const utama = await readDataUtama({ nip, actor });
  const sections = [...new Set<PersonnelSectionKey>(['pendidikan', ...RECORD_KINDS.map((kind) => RECORD_KIND_INFO[kind].section)])];
  const [answers, profile] = await Promise.all([
    Promise.all(sections.map(async (section) => [section, (await readSection({ nip, actor, section })).data] as const)),
    portalIdentity(db, nip, actor),
  ]);
  const data = new Map<PersonnelSectionKey, unknown>(answers);
  const kindRows = (kind: RecordKind): Row[] => {
    const { section, part } = RECORD_KIND_INFO[kind];
    const value = data.get(section);
    return rowsOf(part && typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row)[part] : value);
  };
  const problems = findRecordProblems({
    dataUtama: utama.value,
    pendidikan: rowsOf(data.get('pendidikan')),
    rows: Object.fromEntries(RECORD_KINDS.map((kind) => [kind, kindRows(kind)])),
    profile,
  });
  return { nip, checkedAt: new Date().toISOString(), problems };
}
