import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { fingerprintDb } from '../../helpers/db-fingerprint';
import { createUser } from '../../helpers/fixtures';
import { useApiContext } from '../../helpers/api-context';

// The fuzz suite trusts this to notice any write: an insert, an update of one column, a delete.
const ctx = useApiContext();

describe('database fingerprint', () => {
  it('is stable without writes and changes with every kind of write', async () => {
    const { db } = ctx;
    const first = await fingerprintDb(db);
    expect(await fingerprintDb(db)).toEqual(first);
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['users', 'tickets', 'ticket_comments']));

    const user = await createUser(db);
    const inserted = await fingerprintDb(db);
    expect(inserted.users.rows).toBe(first.users.rows + 1);

    await db.update(users).set({ name: 'Nama lain' }).where(eq(users.id, user.id));
    const updated = await fingerprintDb(db);
    expect(updated.users.rows).toBe(inserted.users.rows);
    expect(updated.users.hash).not.toBe(inserted.users.hash);

    await db.delete(users).where(eq(users.id, user.id));
    expect(await fingerprintDb(db)).toEqual(first);
  });
});
