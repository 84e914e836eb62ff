import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainOf, EXTERNAL_ROUTES, patternOf, ROUTE_METHODS, ROUTES } from '../../helpers/route-registry';

const apiDir = path.resolve(import.meta.dirname, '../../../pages/api');
const pageFiles = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `pages/api/${f.split(path.sep).join('/')}`)
  .sort();

describe('route registry (read from the pages/api tree)', () => {
  it('holds every file under pages/api once, and nothing else', () => {
    const onDisk = pageFiles.map(patternOf).sort();
    const registered = ROUTES.map((r) => r.pattern).sort();
    expect(registered).toEqual(onDisk);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each(pageFiles)('%s: the registry holds the handler the page exports', async (file) => {
    const mod: { default: unknown } = await import(path.resolve(apiDir, '../..', file));
    expect(ROUTES.find((r) => r.pattern === patternOf(file))?.handler).toBe(mod.default);
  });

  it('reads methods, session rule, permission and schemas per route', () => {
    const pin = ROUTE_METHODS.filter((m) => m.pattern === '/tickets/[id]/pin').map((m) => m.method);
    expect(pin).toEqual(['PUT', 'DELETE']);
    const create = ROUTE_METHODS.find((m) => m.pattern === '/tickets' && m.method === 'POST');
    expect(create).toMatchObject({ public: false, permission: 'create-ticket' });
    expect(create?.body?.safeParse({}).success).toBe(false);
    expect(ROUTE_METHODS.filter((m) => m.public).map((m) => `${m.method} ${m.pattern}`).sort()).toEqual([
      'GET /faqs',
      'GET /health',
      'GET /health/live',
      'GET /health/ready',
      'GET /layanan/kepegawaian',
      'GET /layanan/kepegawaian/[slug]',
      'GET /notifications/unsubscribe',
      'GET /public/landing',
      'GET /uploads/[file]',
      'GET /web/nilai-casn',
      'GET /web/publikasi-casn',
      'GET /web/publikasi-casn/[id]',
      'GET /web/publikasi-casn/[id]/lampiran',
      'GET /webinars/certificates/[token]',
      'POST /notifications/unsubscribe',
    ]);
    // Only next-auth and the benchmark ping stay outside the wrapper, each with its reason.
    expect(ROUTES.filter((r) => r.kind === 'external').map((r) => r.pattern).sort()).toEqual(Object.keys(EXTERNAL_ROUTES).sort());
    console.info(`route registry: ${ROUTES.length} routes, ${ROUTE_METHODS.length} route methods`);
  });

  it('puts every route in one of the six fuzz files', () => {
    expect(domainOf('/tickets/[id]/pin')).toBe('tickets');
    expect(domainOf('/ref/status')).toBe('knowledge');
    expect(domainOf('/sessions')).toBe('people and platform');
    expect(domainOf('/siasn/ws/pns/[section]')).toBe('personnel');
    expect(domainOf('/podcasts/[id]')).toBe('community');
    expect(domainOf('/layanan/siasn')).toBe('personnel');
    expect(domainOf('/layanan/kepegawaian/[slug]')).toBe('public and finance');
    expect(domainOf('/layanan-keuangan/pengajuan')).toBe('public and finance');
    const counts = ROUTES.reduce<Record<string, number>>((acc, r) => ({ ...acc, [domainOf(r.pattern)]: (acc[domainOf(r.pattern)] ?? 0) + 1 }), {});
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(ROUTES.length);
  });
});
