import { ACCOUNTS, ISSUERS, type IssuerKey } from '@/sandboxes/identity/accounts.mjs';
import { deriveRole } from '@/server/auth/role';
import { customIdOf } from '@/server/users/upsert-signed-in-user';
import type { Database } from '../client';
import { users, type NewUser } from '../schema';

// The demo admin is an admin even when the operator's ADMIN_ACCOUNTS does not list it; every
// other demo role comes from the same rule a real first sign-in uses.
const DEMO_RULES = { adminAccounts: ['simaster:admin'], agentOrganizationPrefix: 'BKD' };

export function demoUsers(): NewUser[] {
  const providers = Object.keys(ACCOUNTS) as IssuerKey[];
  return providers.flatMap((provider) =>
    ACCOUNTS[provider].map((account) => {
      const customId = customIdOf({ provider, sub: account.sub });
      return {
        customId,
        username: account.username,
        name: account.name,
        email: account.email,
        group: ISSUERS[provider].group,
        employeeNumber: account.employee_number ?? null,
        organizationId: account.organization_id ?? null,
        currentRole: deriveRole(
          { username: account.username, customId, organizationId: account.organization_id },
          DEMO_RULES,
        ),
      };
    }),
  );
}

/** Idempotent: existing rows (and roles changed in the portal since) are left alone. */
export async function seedDemoUsers(db: Database): Promise<void> {
  await db.insert(users).values(demoUsers()).onConflictDoNothing({ target: users.customId });
}
