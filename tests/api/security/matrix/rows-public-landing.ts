import type { MatrixRow } from './types';

// docs/public-finance.md: filled by the area's work.
export const landingRows: MatrixRow[] = [];
