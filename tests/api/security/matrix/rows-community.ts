import { feedRows } from './rows-community-feed';
import type { MatrixRow } from './types';

// Community and learning (docs/community.md), one file per area.
export const communityRows: MatrixRow[] = [...feedRows];
