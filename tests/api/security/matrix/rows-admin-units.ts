import type { MatrixRow } from './types';

// docs/personnel-admin.md: the units routes, admin-only (section 1).
export const adminUnitsRows: MatrixRow[] = [];
