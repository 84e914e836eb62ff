// The bench's smoke run for the test command: `npx tsx scripts/bench/smoke.ts --dist .next-test`
// (the same as `npx tsx scripts/bench/run.ts --smoke --dist .next-test`). A PGlite data set of
// 200 tickets in data/bench-smoke (made on first use), 2 s per case at 5 connections; exits 1
// unless every case answered 2xx with more than 0 req/s.
import { benchOptions } from './options';
import { runBench } from './run';

if (!process.argv.includes('--smoke')) process.argv.push('--smoke');
runBench(benchOptions()).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
