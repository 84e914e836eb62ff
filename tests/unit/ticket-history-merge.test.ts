import { describe, expect, it } from 'vitest';
import { historyText } from '@/components/tickets/detail/history-text';

const entry = (field: string, from_value: string | null, to_value: string | null) => ({
  id: 1,
  user: { id: 2, name: 'Dimas Agen', username: 'dimas', image: null, current_role: 'agent' as const },
  field,
  from_value,
  to_value,
  created_at: '2026-12-07T08:00:00.000Z',
});

describe('historyText of a merge', () => {
  it('names both tickets, on the duplicate and on the target alike', () => {
    expect(historyText(entry('merge', 'HD-000004', 'HD-000005'))).toBe('Dimas Agen menggabungkan HD-000004 ke HD-000005');
  });

  it("tells the duplicate's creation, moved to the target, from the target's own", () => {
    expect(historyText(entry('created', null, 'DIAJUKAN'))).toBe('Dimas Agen membuat tiket');
    expect(historyText(entry('created', 'HD-000004', 'DIAJUKAN'))).toBe('Dimas Agen membuat tiket HD-000004');
  });
});
