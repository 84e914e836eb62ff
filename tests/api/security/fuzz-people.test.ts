import { peopleRoutes } from '@/server/http/registry/people';
import { platformRoutes } from '@/server/http/registry/platform';
import { methodsOf } from '@/server/http/registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';

runFuzz('people and platform', [...peopleRoutes, ...platformRoutes].flatMap(methodsOf), FUZZ_RUNS);
