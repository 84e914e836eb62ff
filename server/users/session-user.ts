import type { User } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    current_role: user.currentRole,
    organization_id: user.organizationId,
    group: user.group,
    employee_number: user.employeeNumber,
    name: user.name,
    username: user.username,
    image: user.image,
  };
}
