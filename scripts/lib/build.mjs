// `next build` when the production build is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE_DIRS = ['pages', 'components', 'services', 'hooks', 'utils', 'server', 'styles', 'public', 'locales', 'types'];
const SOURCE_FILES = ['next.config.mjs', 'package.json', 'instrumentation.ts', 'proxy.ts', 'tsconfig.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function buildIsStale(distDir = '.next') {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCE_DIRS, ...SOURCE_FILES].some((entry) => newestMtime(entry) > built);
}

export function buildIfStale({ force = false, distDir = '.next' } = {}) {
  if (!force && !buildIsStale(distDir)) return;
  console.log(`> next build (production, ${distDir})`);
  const result = spawnSync(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error('next build failed');
}
