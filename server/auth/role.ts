import type { Role } from '@/server/db/schema';
import type { RoleRules } from '@/server/config';

export interface RoleInput {
  /** Role already stored for this account; undefined on the first sign-in. */
  existingRole?: Role;
  username: string;
  customId: string;
  organizationId?: string | null;
}

/**
 * An ADMIN_ACCOUNTS entry names one account of one provider: `provider:username`
 * (`simaster:admin`) or the custom_id `provider|sub`. A bare username matches nobody: usernames
 * are only unique per provider, and anyone can pick "admin" as a Google name.
 */
function isListedAdmin(input: RoleInput, rules: RoleRules): boolean {
  const provider = input.customId.slice(0, input.customId.indexOf('|')).toLowerCase();
  const account = new Set([`${provider}:${input.username.toLowerCase()}`, input.customId.toLowerCase()]);
  return rules.adminAccounts.some((entry) => account.has(entry.trim().toLowerCase()));
}

function isAgencyStaff(organizationId: string | null | undefined, prefix: string): boolean {
  if (!prefix || !organizationId) return false;
  return organizationId.trim().toUpperCase().startsWith(prefix.trim().toUpperCase());
}

/**
 * Accounts listed by the operator are always admin; otherwise the stored role wins, because
 * admins change roles in the portal and a sign-in must not undo that. Only a first sign-in
 * derives the role from the organisation.
 */
export function deriveRole(input: RoleInput, rules: RoleRules): Role {
  if (isListedAdmin(input, rules)) return 'admin';
  if (input.existingRole) return input.existingRole;
  return isAgencyStaff(input.organizationId, rules.agentOrganizationPrefix) ? 'agent' : 'user';
}
