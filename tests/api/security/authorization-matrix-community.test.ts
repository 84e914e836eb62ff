import { communityRows } from './matrix/rows-community';
import { runMatrix } from './matrix/run-matrix';

// Community and learning (docs/community.md section 1).
runMatrix('community', communityRows);
