import { describe, expect, it } from 'vitest';
import { chooseAgent, isAway, type AssignmentCandidate } from '@/utils/rules/assignment';

const at = (iso: string) => new Date(iso);
const agent = (id: number, openTickets: number, lastAssignedAt: Date | null = null): AssignmentCandidate => ({ id, openTickets, lastAssignedAt });

describe('chooseAgent: the fewest open tickets, ties to the one who waited longest', () => {
  it('no one eligible: the ticket stays in the pool', () => {
    expect(chooseAgent([])).toBeNull();
  });

  it('the fewest open tickets wins, whatever the order and the last assignment', () => {
    expect(chooseAgent([agent(1, 3, at('2026-01-01')), agent(2, 1, at('2026-12-01')), agent(3, 2)])).toBe(2);
    expect(chooseAgent([agent(3, 2), agent(2, 1, at('2026-12-01')), agent(1, 3, at('2026-01-01'))])).toBe(2);
  });

  it('a tie goes to the one whose last assignment is oldest', () => {
    expect(chooseAgent([agent(1, 2, at('2026-12-06T10:00:00Z')), agent(2, 2, at('2026-12-06T09:00:00Z')), agent(3, 5)])).toBe(2);
  });

  it('never assigned counts as having waited longest', () => {
    expect(chooseAgent([agent(1, 0, at('2020-01-01')), agent(2, 0, null)])).toBe(2);
  });

  it('a full tie is decided by the lowest id, the same on every run', () => {
    expect(chooseAgent([agent(9, 1), agent(4, 1), agent(7, 1)])).toBe(4);
    expect(chooseAgent([agent(9, 1, at('2026-12-01')), agent(4, 1, at('2026-12-01'))])).toBe(4);
  });

  it('repeated choices with the counts updated spread tickets evenly', () => {
    const pool = [agent(1, 0), agent(2, 0), agent(3, 0)];
    let clock = Date.parse('2026-12-07T00:00:00Z');
    for (let i = 0; i < 50; i++) {
      const chosen = pool.find((c) => c.id === chooseAgent(pool));
      if (!chosen) throw new Error('no agent chosen');
      chosen.openTickets += 1;
      chosen.lastAssignedAt = new Date((clock += 1000));
    }
    const loads = pool.map((c) => c.openTickets);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(loads.reduce((a, b) => a + b, 0)).toBe(50);
  });
});

describe('isAway', () => {
  const now = at('2026-12-07T08:00:00Z');
  it('not marked away: available', () => expect(isAway(null, null, now)).toBe(false));
  it('away without an end date: away', () => expect(isAway(at('2026-12-01'), null, now)).toBe(true));
  it('away until a later moment: away', () => expect(isAway(at('2026-12-01'), at('2026-12-08'), now)).toBe(true));
  it('the until-date has passed: available again', () => expect(isAway(at('2026-12-01'), at('2026-12-07T07:59:59Z'), now)).toBe(false));
});
