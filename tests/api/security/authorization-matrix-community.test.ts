import { communityRows } from './matrix/rows-community';
import { runMatrix } from './matrix/run-matrix';
import { useZoomSandbox } from '../../helpers/zoom-sandbox';

// Community and learning (docs/community.md section 1).
// Coaching clinics and meetings reach Zoom: the sandbox answers them.
useZoomSandbox();
runMatrix('community', communityRows);
