import { describe, expect, it } from 'vitest';
import { ROUTE_METHODS } from '../../helpers/route-registry';
import { communityRows } from './matrix/rows-community';
import { knowledgeRows } from './matrix/rows-knowledge';
import { peopleRows, platformRows } from './matrix/rows-people';
import { personnelRows } from './matrix/rows-personnel';
import { personnelAdminRows } from './matrix/rows-personnel-admin';
import { personnelWriteRows } from './matrix/rows-personnel-writes';
import { publicFinanceRows } from './matrix/rows-public-finance';
import { casesOf } from './matrix/run-matrix';
import { ticketRows } from './matrix/rows-tickets';

const rows = [...ticketRows, ...knowledgeRows, ...peopleRows, ...platformRows, ...personnelRows, ...personnelWriteRows, ...personnelAdminRows, ...communityRows, ...publicFinanceRows];

describe('authorization matrix coverage', () => {
  it('has rows for every method of every registered route, and none for unknown ones', () => {
    const registered = ROUTE_METHODS.map((m) => `${m.method} ${m.pattern}`).sort();
    const covered = [...new Set(rows.map((r) => `${r.method} ${r.pattern}`))].sort();
    expect(registered.filter((m) => !covered.includes(m)), 'route methods without matrix rows').toEqual([]);
    expect(covered.filter((m) => !registered.includes(m)), 'matrix rows for unknown route methods').toEqual([]);
  });

  it('asks every non-public route as anonymous and every route as user, agent and admin', () => {
    for (const r of rows) {
      expect(Object.keys(r.expect), `${r.method} ${r.pattern}`).toEqual(expect.arrayContaining(['anonymous', 'user', 'agent', 'admin']));
    }
    const cases = casesOf(rows);
    console.info(`authorization matrix: ${cases.length} cases over ${rows.length} rows and ${ROUTE_METHODS.length} route methods`);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });
});
