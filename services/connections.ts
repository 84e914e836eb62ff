import type { ConnectionReport } from '@/utils/schemas/connections';
import { api } from './api';

// The connection check of the outside systems (docs/deploy.md section 3), admins only.

export async function checkConnections(): Promise<ConnectionReport> {
  const { data } = await api.get<ConnectionReport>('/admin/connections');
  return data;
}
