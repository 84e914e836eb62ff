// Runs vitest with a JSON report and returns its counts, so the test command can add up every suite.
// Asynchronous on purpose: the identity sandbox of the browser tests lives in this process and
// must keep answering while vitest runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const VITEST_BIN = path.join('node_modules', 'vitest', 'vitest.mjs');

/** @returns {Promise<{ passed: number, failed: number, ok: boolean }>} */
export async function runVitest(name, args, env = {}) {
  mkdirSync('test-results', { recursive: true });
  const report = path.join('test-results', `${name}.json`);
  rmSync(report, { force: true });
  const child = spawn(
    process.execPath,
    [VITEST_BIN, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env } },
  );
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  if (!existsSync(report)) return { passed: 0, failed: 1, ok: false };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = json.numFailedTests + countFilesThatFailedToRun(json);
  return { passed: json.numPassedTests, failed, ok: status === 0 && failed === 0 };
}

// A file that fails to load (or whose hooks fail) has no failed test; count it once so it cannot hide.
function countFilesThatFailedToRun(json) {
  return json.testResults.filter((r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed')).length;
}
