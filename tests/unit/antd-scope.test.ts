import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Pages start without antd (docs/performance.md, "antd off the first load"): antd's parts are
// loaded on demand, and each module loaded on demand that draws them sets up AntdScope (theme,
// locale) itself, since the page root no longer does. Both rules are read off the import graph.
const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['pages', 'components', 'hooks', 'services', 'utils', 'locales', 'lib'];
const ANTD = /^antd(\/|$)/;
const SCOPE = path.join(ROOT, 'components/ui/antd-scope.tsx');

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'api' && dir.endsWith('pages') ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => existsSync(f) && statSync(f).isFile());
  return found ?? null;
}

interface Module {
  staticImports: string[];
  dynamicImports: string[];
  usesAntd: boolean;
}

function readModule(file: string): Module {
  // Comments out, so an example in a comment is no import.
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const runtime = [...code.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s*'([^']+)'/gm)]
    .filter(([, what]) => !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(what.trim()))
    .map(([, , spec]) => spec);
  const sideEffect = [...code.matchAll(/^import\s+'([^']+)'/gm)].map(([, spec]) => spec);
  const dynamic = [...code.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map(([, spec]) => spec);
  const local = (specs: string[]) => specs.map((s) => resolve(file, s)).filter((f): f is string => f !== null);
  return { staticImports: local([...runtime, ...sideEffect]), dynamicImports: local(dynamic), usesAntd: [...runtime, ...sideEffect].some((s) => ANTD.test(s)) };
}

const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
const modules = new Map(files.map((f) => [f, readModule(f)]));
const rel = (f: string) => path.relative(ROOT, f);

/** The chain of static imports from `start` to a module that imports antd, or null. */
function antdChain(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const mod = modules.get(file);
    if (!mod) return null;
    if (mod.usesAntd) return [...chain, file];
    for (const next of mod.staticImports) {
      const found = walk(next, [...chain, file]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, []);
}

const pages = files.filter((f) => f.startsWith(path.join(ROOT, 'pages')) && !f.endsWith('_document.tsx'));

describe('antd off the first load', () => {
  it('finds the pages and the modules that use antd', () => {
    expect(pages.length).toBeGreaterThan(15);
    expect([...modules.values()].filter((m) => m.usesAntd).length).toBeGreaterThan(3);
  });

  it.each(pages.map(rel))('%s imports no antd before it is needed', (page) => {
    const chain = antdChain(path.join(ROOT, page));
    expect(chain, `antd on the first load: ${chain?.map(rel).join(' -> ')}`).toBeNull();
  });

  it('every module loaded on demand that draws antd parts sets up AntdScope', () => {
    const targets = new Set([...modules.values()].flatMap((m) => m.dynamicImports));
    const unscoped = [...targets].filter((target) => antdChain(target) && target !== SCOPE && !modules.get(target)?.staticImports.includes(SCOPE));
    expect(unscoped, `loaded on demand without AntdScope: ${unscoped.map(rel).join(', ')}`).toEqual([]);
  });
});
