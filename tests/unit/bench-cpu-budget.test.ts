import { describe, expect, it } from 'vitest';
import { cpuBudgetLines } from '../../scripts/bench/budget';
import type { LoadResult } from '../../scripts/bench/load';

const load = (name: string, server: number, database: number): LoadResult => ({
  name, path: '/', reqPerSec: 100, p50: 1, p99: 2, errors: 0, timeouts: 0, non2xx: 0, requests: 1000, cpuMsPerRequest: { server, database },
});

describe('CPU budget lines (issue 34)', () => {
  it('holds page views to 8 ms of Node and the list and detail APIs to 1.5 ms of Node plus PostgreSQL', () => {
    const lines = cpuBudgetLines(
      [load('page: ticket list', 7.9, 3), load('page: ticket, 50 comments', 21, 1), load('ticket list, page 1', 0.9, 0.7), load('ticket detail, 50 comments', 0.8, 0.6), load('notification count', 9, 9)],
      'postgres',
    );
    expect(lines.map((l) => [l.line, l.ok])).toEqual([
      ['Node CPU per view ticket list ≤ 8 ms', true],
      ['Node CPU per view ticket, 50 comments ≤ 8 ms', false],
      ['Node + PostgreSQL CPU per request ticket list, page 1 ≤ 1.5 ms', false],
      ['Node + PostgreSQL CPU per request ticket detail, 50 comments ≤ 1.5 ms', true],
    ]);
    expect(lines[2].actual).toBe('1.6 ms (Node 0.9, PostgreSQL 0.7)');
  });

  it('draws no CPU lines on PGlite, where the database runs inside the Node process', () => {
    expect(cpuBudgetLines([load('page: ticket list', 50, 0)], 'pglite')).toEqual([]);
  });
});
