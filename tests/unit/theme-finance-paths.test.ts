import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaThemeForPath } from '../../utils/theme';

// Spec section 2: a path containing /layanan-keuangan is red. Every page of the finance area, read
// from the pages tree (a new page is covered by itself), as the browser's address shows it.
const financeDir = path.resolve(import.meta.dirname, '../../pages/layanan-keuangan');
const SAMPLES: Record<string, string> = { '[product]': 'kpr', '[id]': '6f1c2a9e-0d4b-4c55-9a3e-2b7c8d9e0f11' };

const pagePaths = readdirSync(financeDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => {
    const segments = f.replace(/\.tsx$/, '').split(path.sep).filter((s) => s !== 'index');
    return ['/layanan-keuangan', ...segments.map((s) => SAMPLES[s] ?? s)].join('/');
  })
  .sort();

describe('the finance area is red on every page', () => {
  it('finds the area, its products, simulation, application, history and log pages', () => {
    expect(pagePaths).toEqual(
      expect.arrayContaining(['/layanan-keuangan', '/layanan-keuangan/kpr', '/layanan-keuangan/simulasi', '/layanan-keuangan/pengajuan', '/layanan-keuangan/pengajuan/baru', '/layanan-keuangan/logs']),
    );
  });

  it.each(pagePaths)('%s is red, with the base path, a query and a hash too', (page) => {
    expect(areaThemeForPath(page)).toBe('red');
    expect(areaThemeForPath(`/helpdesk${page}`)).toBe('red');
    expect(areaThemeForPath(`/helpdesk${page}?jenis=KMG&page=2#hasil`)).toBe('red');
  });

  it.each(['kpr', 'kmg', 'kkb'])('product page /layanan-keuangan/%s is red', (product) => {
    expect(areaThemeForPath(`/helpdesk/layanan-keuangan/${product}`)).toBe('red');
  });

  // /logs is indigo elsewhere (spec section 2); the finance area's own log stays in its area.
  it('keeps the bank log red although its path contains /logs', () => {
    expect(areaThemeForPath('/helpdesk/layanan-keuangan/logs')).toBe('red');
    expect(areaThemeForPath('/helpdesk/logs/siasn')).toBe('indigo');
  });
});
