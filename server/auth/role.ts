import type { Role } from '@/server/db/schema';
import type { RoleRules } from '@/server/config';

export interface RoleInput {
  /** Role already stored for this account; undefined on the first sign-in. */
  existingRole?: Role;
  username: string;
  customId: string;
  organizationId?: string | null;
}

function isListedAdmin(input: RoleInput, rules: RoleRules): boolean {
  const names = new Set(rules.adminAccounts.map((a) => a.toLowerCase()));
  return names.has(input.username.toLowerCase()) || names.has(input.customId.toLowerCase());
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
