import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { readDataUtama } from '@/server/siasn/read-section';
import { fullName } from '@/utils/rules/degree-titles';

/**
 * The portal keeps no titles (gelar) of its own: they live in SIASN. Lists show the account's name
 * as it is (`gelar_depan` and `gelar_belakang` null); only the certificate reads them (below).
 */
export const TITLES = { gelar_depan: null, gelar_belakang: null } as const;

export const nameWithTitles = (user: { name: string | null; username: string }) => user.name?.trim() || user.username;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The name printed on a certificate: a civil servant's name with the titles of their SIASN record
 * ("Dr. Budi Santoso, S.Kom."), read through the SIASN read cache. Without a NIP, or when SIASN
 * cannot answer, the account's name as it is: a certificate is never refused for want of titles.
 */
export async function certificateHolderName(db: Database, userId: number): Promise<string> {
  const [person] = await db.select({ name: users.name, username: users.username, nip: users.employeeNumber }).from(users).where(eq(users.id, userId));
  const plain = nameWithTitles(person);
  if (!person.nip) return plain;
  try {
    const record: Record<string, unknown> = (await readDataUtama({ nip: person.nip, actor: userId })).value;
    return fullName(text(record.nama) || plain, text(record.gelarDepan), text(record.gelarBelakang));
  } catch {
    return plain;
  }
}
