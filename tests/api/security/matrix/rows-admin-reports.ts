import type { MatrixRow } from './types';

// docs/personnel-admin.md: the reports routes, admin-only (section 1).
export const adminReportsRows: MatrixRow[] = [];
