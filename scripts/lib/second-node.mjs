// The unit and PostgreSQL API suites again on a second Node version (.ci/run: Node 24), started by
// the test command in the background beside the browser tests, which leave 40-60% of the two cores
// idle; the second run takes that share at a lower priority (nice 10), so the browser tests keep
// theirs. The cluster tests wait for it to end: it would compete with their one-second latency bounds.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts `scripts/test.mjs --only vitest --project unit --project api-pg --summary <summary>` on
 * the Node binary `nodeBin`. Its output is printed in one piece when it ends (not inside the browser
 * tests' lines); it writes its own `test-results/<summary>.json`. Resolves to its duration in seconds.
 */
export function startSecondNode(nodeBin, summary) {
  const version = execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`> unit and API (PostgreSQL) tests on Node ${version} in the background (nice 10)`);
  const started = Date.now();
  const args = ['-n', '10', nodeBin, 'scripts/test.mjs', '--only', 'vitest', '--project', 'unit', '--project', 'api-pg', '--summary', summary];
  const env = { ...process.env, PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH}` };
  const child = spawn('nice', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', () => {
      console.log(`\n> the ${summary} run (started in the background):`);
      process.stdout.write(Buffer.concat(output));
      resolve(Math.round((Date.now() - started) / 1000));
    });
  });
}
