import { describe, expect, it } from 'vitest';
import { getStaffDashboard } from '@/server/dashboard/staff-dashboard';
import { StaffDashboardQuerySchema } from '@/utils/schemas/dashboard';
import { NO_SCAN_NO_SORT, planOf, statementsOf } from '../helpers/query-plan';
import { useApiContext } from '../helpers/api-context';

// The staff figures are bounded by their date range through an index on created_at, and each
// ticket's first staff comment is looked up by (ticket_id, created_at): no full scans.

const ctx = useApiContext();

describe('GET /dashboard/staff query plan', () => {
  it('reads tickets by the created_at index and comments by the per-ticket index', async () => {
    const query = StaffDashboardQuerySchema.parse({ from: '2026-03-01', to: '2026-03-31' });
    const statements = await statementsOf(ctx.handle, (db) => getStaffDashboard({ db, query }));
    const grouped = statements.find((s) => /grouping sets/i.test(s.sql));
    if (!grouped) throw new Error('no grouped statement');
    const plan = await planOf(ctx.handle, grouped, NO_SCAN_NO_SORT);
    expect(plan).toMatch(/tickets_created_idx|tickets_status_created_idx|tickets_assignee_created_idx/);
    expect(plan).toContain('ticket_comments_ticket_created_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on tickets\b/);
  });
});
