import { methodsOf, routesOf } from '../../helpers/route-registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';

// Podcasts, the feed, webinars, coaching clinics and Zoom meetings (docs/community.md).
runFuzz('community', routesOf('community').flatMap(methodsOf), FUZZ_RUNS);
