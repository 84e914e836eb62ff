import type { MatrixRow } from './types';

// docs/personnel-admin.md: the jobs routes, admin-only (section 1).
export const adminJobsRows: MatrixRow[] = [];
