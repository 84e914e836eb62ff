import type { MatrixRow } from './types';

// docs/personnel-admin.md: the pipelines routes, admin-only (section 1).
export const adminPipelinesRows: MatrixRow[] = [];
