import { knowledgeRoutes } from '@/server/http/registry/knowledge';
import { methodsOf } from '@/server/http/registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';

runFuzz('knowledge', knowledgeRoutes.flatMap(methodsOf), FUZZ_RUNS);
