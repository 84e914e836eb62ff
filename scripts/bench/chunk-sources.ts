// What a route's first-load JS is made of: `ANALYZE_BUNDLES=1 NEXT_DIST_DIR=.next-analyze next build`,
// then `npx tsx scripts/bench/chunk-sources.ts .next-analyze /tickets`. Attributes the minified
// bytes of each chunk to the packages (or project folders) its source map says they came from.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RawMap {
  sources?: string[];
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: RawMap }[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes per source of one (non-indexed) map, given the generated code's line lengths. */
function attribute(map: RawMap, lineLengths: number[], firstLine: number, firstColumn: number, into: Map<string, number>): void {
  const sources = map.sources ?? [];
  let source = 0;
  (map.mappings ?? '').split(';').forEach((line, i) => {
    const lineNo = firstLine + i;
    const segments: [number, number][] = [];
    let column = i === 0 ? firstColumn : 0;
    for (const seg of line.split(',').filter(Boolean)) {
      const v = decodeVlq(seg);
      column += v[0];
      if (v.length >= 4) source += v[1];
      segments.push([column, v.length >= 4 ? source : -1]);
    }
    segments.forEach(([col, src], j) => {
      const end = j + 1 < segments.length ? segments[j + 1][0] : (lineLengths[lineNo] ?? col);
      const name = src >= 0 ? (sources[src] ?? '?') : '(unmapped)';
      into.set(name, (into.get(name) ?? 0) + Math.max(0, end - col));
    });
  });
}

function owner(source: string): string {
  const clean = source.replace(/^.*?\[project\]\//, '').replace(/^turbopack:\/\/\/?/, '').replace(/^webpack:\/\/\/?/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const sub = parts[0].startsWith('@') ? parts[2] : parts[1];
    return pkg === 'antd' && sub === 'es' ? `antd/${parts[2]}` : pkg;
  }
  // DEPTH=3 (or more) names project files inside their folders (components/tickets/detail, ...).
  return clean.split('/').slice(0, Number(process.env.DEPTH ?? 2)).join('/');
}

export function chunkSources(distDir: string, files: string[]): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const js = readFileSync(path.join(distDir, file), 'utf8');
    // Turbopack names a chunk's map after its content hash, not after the chunk.
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1];
    const mapFile = path.join(distDir, path.dirname(file), url ?? `${path.basename(file)}.map`);
    if (!existsSync(mapFile)) {
      bytes.set('(no source map)', (bytes.get('(no source map)') ?? 0) + js.length);
      continue;
    }
    const lineLengths = js.split('\n').map((l) => l.length);
    const map: RawMap = JSON.parse(readFileSync(mapFile, 'utf8'));
    const perSource = new Map<string, number>();
    if (map.sections) for (const s of map.sections) attribute(s.map, lineLengths, s.offset.line, s.offset.column, perSource);
    else attribute(map, lineLengths, 0, 0, perSource);
    for (const [source, n] of perSource) bytes.set(owner(source), (bytes.get(owner(source)) ?? 0) + n);
  }
  return bytes;
}

if (require.main === module) {
  const [distDir = '.next', route = '/_app'] = process.argv.slice(2);
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const shared = new Set<string>(manifest.pages['/_app'] ?? []);
  const files = route === '/_app' ? [...shared] : (manifest.pages[route] ?? []).filter((f: string) => !shared.has(f));
  const rows = [...chunkSources(distDir, files)].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((s, [, n]) => s + n, 0);
  console.log(`${route}: ${(total / 1024).toFixed(1)} kB minified (${route === '/_app' ? 'shared' : 'own chunks'})`);
  for (const [name, n] of rows.slice(0, Number(process.env.TOP ?? 40))) console.log(`${(n / 1024).toFixed(1).padStart(8)} kB  ${name}`);
}
