// Runs vitest with a JSON report and returns its counts, so the test command can add up every suite.
// Asynchronous on purpose: the identity sandbox of the browser tests lives in this process and
// must keep answering while vitest runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const VITEST_BIN = path.join('node_modules', 'vitest', 'vitest.mjs');

/** @returns {Promise<{ passed: number, failed: number, ok: boolean, failures: string[] }>} */
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
  if (!existsSync(report)) return { passed: 0, failed: 1, ok: false, failures: [`${name}: vitest wrote no report (exit ${status})`] };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failures = failureNames(name, json);
  // Vitest exits non-zero with every test passed when an error escaped the tests (an unhandled
  // rejection): a failure of its own, named, so the closing count cannot say 0 failed.
  if (status !== 0 && failures.length === 0) failures.push(`${name}: vitest exited ${status} with no failed test (an unhandled error: see the log)`);
  return { passed: json.numPassedTests, failed: failures.length, ok: status === 0 && failures.length === 0, failures };
}

// One line per failed test, so the end of a long log says what broke. A file that fails to load (or
// whose hooks fail) has no failed test; it counts once so it cannot hide.
function failureNames(name, json) {
  const root = process.cwd() + path.sep;
  return json.testResults.flatMap((file) => {
    const where = `${name}: ${file.name.replace(root, '')}`;
    const tests = file.assertionResults.filter((a) => a.status === 'failed');
    if (tests.length > 0) return tests.map((a) => `${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    return file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : [];
  });
}

function firstLine(message) {
  return String(message ?? '').split('\n')[0].slice(0, 300);
}
