import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_METHODS, ROUTES } from '@/server/http/registry';

const apiDir = path.resolve(import.meta.dirname, '../../../pages/api');

/** `tickets/[id]/index.ts` -> `/tickets/[id]`, as the registry spells patterns. */
const patternOf = (file: string) => `/${file.split(path.sep).join('/')}`.replace(/\.ts$/, '').replace(/\/index$/, '') || '/';

const pageFiles = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .sort();

describe('route registry', () => {
  it('lists every file under pages/api, and nothing else', () => {
    const onDisk = pageFiles.map(patternOf).sort();
    const registered = ROUTES.map((r) => r.pattern).sort();
    expect(registered.filter((p) => !onDisk.includes(p)), 'registered but no page file').toEqual([]);
    expect(onDisk.filter((p) => !registered.includes(p)), 'page file missing from the registry').toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each(pageFiles)('%s: the registry holds the handler the page exports', async (file) => {
    const mod: { default: unknown } = await import(path.join(apiDir, file));
    const entry = ROUTES.find((r) => r.pattern === patternOf(file));
    expect(entry?.handler).toBe(mod.default);
  });

  it('reads methods, session rule, permission and schemas per route', () => {
    const pin = ROUTE_METHODS.filter((m) => m.pattern === '/tickets/[id]/pin').map((m) => m.method);
    expect(pin).toEqual(['PUT', 'DELETE']);
    const create = ROUTE_METHODS.find((m) => m.pattern === '/tickets' && m.method === 'POST');
    expect(create).toMatchObject({ public: false, permission: 'create-ticket' });
    expect(create?.body?.safeParse({}).success).toBe(false);
    expect(ROUTE_METHODS.filter((m) => m.public).map((m) => `${m.method} ${m.pattern}`).sort()).toEqual(['GET /faqs', 'GET /health', 'GET /uploads/[file]']);
    // Only next-auth and the benchmark ping stay outside the wrapper.
    expect(ROUTES.filter((r) => r.kind === 'external').map((r) => r.pattern).sort()).toEqual(['/auth/[...nextauth]', '/ping']);
    console.info(`route registry: ${ROUTES.length} routes, ${ROUTE_METHODS.length} route methods`);
  });
});
