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

if (require.main === module) {
  for (const [route, bytes] of Object.entries(firstLoadJs(process.argv[2]))) {
    console.log(`${route.padEnd(32)} ${(bytes / 1024).toFixed(1)} kB`);
  }
}
