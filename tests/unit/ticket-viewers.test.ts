import { describe, expect, it } from 'vitest';
import { viewersOf } from '@/components/tickets/detail/ticket-viewers';
import { VIEWING_TTL_MS } from '@/hooks/realtime/live-store';

const now = 1_000_000;

describe('viewersOf', () => {
  it('names the other staff viewing or typing, not oneself, not who left, not who went quiet', () => {
    const heard = {
      1: { name: 'Saya', state: 'viewing' as const, at: now },
      2: { name: 'Budi', state: 'viewing' as const, at: now - 1_000 },
      3: { name: 'Sari', state: 'typing' as const, at: now - VIEWING_TTL_MS + 1 },
      4: { name: 'Dewi', state: 'left' as const, at: now },
      5: { name: 'Joko', state: 'viewing' as const, at: now - VIEWING_TTL_MS },
    };
    expect(viewersOf(heard, 1, now)).toEqual(['Budi', 'Sari']);
  });
});
