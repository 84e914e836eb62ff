// First-load JS per route (gzip), summed from the pages-router build manifest: Next 16 no longer
// prints it. A route's first load is the shared files (polyfills, main, _app) plus its own chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface BuildManifest {
  polyfillFiles: string[];
  rootMainFiles: string[];
  pages: Record<string, string[]>;
}

export function firstLoadJs(distDir = '.next', routes?: string[]): Record<string, number> {
  const manifest: BuildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
    return gzipped.get(file) ?? 0;
  };
  const shared = [...manifest.polyfillFiles, ...manifest.rootMainFiles, ...(manifest.pages['/_app'] ?? [])];
  const wanted = routes ?? Object.keys(manifest.pages).filter((r) => !r.startsWith('/_'));
  return Object.fromEntries(
    wanted.map((route) => {
      const files = new Set([...shared, ...(manifest.pages[route] ?? [])].filter((f) => f.endsWith('.js')));
      return [route, [...files].reduce((sum, f) => sum + size(f), 0)];
    }),
  );
}

/** The routes checked by `--max` unless `--routes` names others: every page of the build. */
const everyRoute = (sizes: Record<string, number>) => Object.keys(sizes);

/** Routes whose first-load JS is above `maxKb` (gzip kB), with their sizes. */
export function overBudget(sizes: Record<string, number>, maxKb: number): [string, number][] {
  return Object.entries(sizes).filter(([, bytes]) => bytes / 1024 > maxKb);
}

// `first-load-js.ts [distDir] [--max KB] [--routes /a,/b]`: prints every route; with --max, exits 1
// when one of the routes (every page unless --routes) is above KB gzip.
if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const distDir = args[0] && !args[0].startsWith('--') ? args[0] : '.next';
  const sizes = firstLoadJs(distDir);
  for (const [route, bytes] of Object.entries(sizes)) console.log(`${route.padEnd(32)} ${(bytes / 1024).toFixed(1)} kB`);
  const max = option('--max');
  if (max !== undefined) {
    const maxKb = Number(max);
    if (!Number.isFinite(maxKb) || maxKb <= 0) throw new Error(`--max needs a size in kB, got "${max}"`);
    const routes = option('--routes')?.split(',') ?? everyRoute(sizes);
    const missing = routes.filter((r) => !(r in sizes));
    if (missing.length) throw new Error(`not in ${distDir}/build-manifest.json: ${missing.join(', ')}`);
    const over = overBudget(Object.fromEntries(routes.map((r) => [r, sizes[r]])), maxKb);
    for (const [route, bytes] of over) console.error(`over budget: ${route} ${(bytes / 1024).toFixed(1)} kB > ${maxKb} kB gzip`);
    console.log(over.length ? `first-load JS budget ${maxKb} kB: ${over.length} route(s) over` : `first-load JS budget ${maxKb} kB: ${routes.length} route(s) within`);
    process.exitCode = over.length ? 1 : 0;
  }
}
