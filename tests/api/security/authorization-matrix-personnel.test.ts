import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { DEMO_NIP } from '../../helpers/personnel-fixtures';
import { useAgencySandbox } from '../../helpers/agency-sandbox';
import { useSiasnSandbox } from '../../helpers/siasn-sandbox';
import { personnelRows } from './matrix/rows-personnel';
import { personnelWriteRows } from './matrix/rows-personnel-writes';
import { runMatrix } from './matrix/run-matrix';

// The personnel routes against a SIASN sandbox, each actor with the NIP of the demo account of its role.
useSiasnSandbox();
useAgencySandbox();

runMatrix('personnel records', [...personnelRows, ...personnelWriteRows], {
  cast: async (cast, db) => {
    const withNip = async <T extends { id: number }>(user: T, nip: string) => {
      await db.update(users).set({ employeeNumber: nip }).where(eq(users.id, user.id));
      return { ...user, employee_number: nip };
    };
    return { ...cast, user: await withNip(cast.user, DEMO_NIP.user), agent: await withNip(cast.agent, DEMO_NIP.agent), admin: await withNip(cast.admin, DEMO_NIP.admin) };
  },
});
