// `npm run test:changed`: the fast loop for one area. Runs the unit, API (PGlite) and component
// tests that a change touches (vitest's --changed: changed test files and every test that imports a
// changed file), against the last commit, or `--since REF` (e.g. `--since main` for a branch).
// `--e2e` also runs the browser tests of the touched screens (a changed e2e file, or one that opens
// the route of a changed page under pages/); they need a production build, so that part is slower.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runVitest } from './lib/vitest-run.mjs';

const argv = process.argv.slice(2);
const since = argv.includes('--since') ? argv[argv.indexOf('--since') + 1] : 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])];
console.log(`> ${changed.length} changed file(s) since ${since}`);

const results = [await runVitest('changed', ['--changed', since, '--passWithNoTests', '--project', 'unit', '--project', 'api', '--project', 'components'])];

if (argv.includes('--e2e')) {
  const files = browserTestsOf(changed);
  console.log(`> browser tests of the touched screens: ${files.length > 0 ? files.join(', ') : 'none'}`);
  if (files.length > 0) {
    const run = spawnSync(process.execPath, ['scripts/test.mjs', '--only', 'e2e', ...files.flatMap((f) => ['--file', f])], { stdio: 'inherit' });
    results.push({ passed: run.status === 0 ? 1 : 0, failed: run.status === 0 ? 0 : 1 });
  }
}

/** e2e files that changed, or that open a changed page's route (`pages/tickets/[id].tsx` -> `/tickets/`). */
function browserTestsOf(files) {
  const dir = path.join('tests', 'e2e');
  const routes = files
    .filter((f) => f.startsWith('pages/') && !f.startsWith('pages/api/') && !path.basename(f).startsWith('_'))
    .map((f) => `/${f.slice('pages/'.length).replace(/\.tsx?$/, '').replace(/(^|\/)index$/, '').replace(/\[[^\]]+\].*$/, '')}`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => {
      const file = path.join(dir, name);
      if (files.includes(file)) return true;
      const text = readFileSync(file, 'utf8');
      return routes.some((route) => text.includes(`'${route}`) || text.includes(`\`${route}`));
    })
    .map((name) => name.replace(/\.test\.ts$/, ''));
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
