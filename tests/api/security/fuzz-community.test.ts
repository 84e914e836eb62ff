import { methodsOf, routesOf } from '../../helpers/route-registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';
import { useZoomSandbox } from '../../helpers/zoom-sandbox';

// Podcasts, the feed, webinars, coaching clinics and Zoom meetings (docs/community.md).
// Coaching clinics and meetings reach Zoom: the sandbox answers them.
useZoomSandbox();
runFuzz('community', routesOf('community').flatMap(methodsOf), FUZZ_RUNS);
