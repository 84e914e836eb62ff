import { describe, expect, it } from 'vitest';
import { likeTooltip } from '@/utils/rules/like-tooltip';
import { reactionTooltip, type Reactor } from '@/utils/rules/reaction-tooltip';

const people: Reactor[] = [
  { id: 1, name: 'Budi', username: 'budi' },
  { id: 2, name: 'Sari', username: 'sari' },
  { id: 3, name: 'Eko', username: 'eko' },
  { id: 4, name: 'Dewi', username: 'dewi' },
  { id: 5, name: 'Joko', username: 'joko' },
  { id: 6, name: 'Rina', username: 'rina' },
];
const first = (n: number) => people.slice(0, n);
const all = (n: number) => likeTooltip(first(n), n);

describe('likeTooltip (spec section 9, docs/community.md section 3)', () => {
  it('is empty when nobody likes the post', () => {
    expect(likeTooltip([], 0, 1)).toBe('');
  });

  it('names one person alone', () => {
    expect(all(1)).toBe('Budi menyukai postingan ini');
  });

  it('joins two names with "dan"', () => {
    expect(all(2)).toBe('Budi dan Sari menyukai postingan ini');
  });

  it('lists three and four names, "dan" before the last', () => {
    expect(all(3)).toBe('Budi, Sari dan Eko menyukai postingan ini');
    expect(all(4)).toBe('Budi, Sari, Eko dan Dewi menyukai postingan ini');
  });

  it('shows the first three and "dan N lainnya" from five on', () => {
    expect(all(5)).toBe('Budi, Sari, Eko dan 2 lainnya menyukai postingan ini');
    expect(all(6)).toBe('Budi, Sari, Eko dan 3 lainnya menyukai postingan ini');
  });

  it('counts the likes the server did not name (only the first likers travel)', () => {
    expect(likeTooltip(first(4), 40)).toBe('Budi, Sari, Eko dan 37 lainnya menyukai postingan ini');
  });

  it('calls the current user "Anda" and puts them first', () => {
    expect(likeTooltip(first(1), 1, 1)).toBe('Anda menyukai postingan ini');
    expect(likeTooltip(first(3), 3, 3)).toBe('Anda, Budi dan Sari menyukai postingan ini');
    expect(likeTooltip([people[5], ...first(4)], 12, 6)).toBe('Anda, Budi, Sari dan 9 lainnya menyukai postingan ini');
  });

  it('leaves ticket reactions with "Kamu ... bereaksi"', () => {
    expect(reactionTooltip(first(2), '👍', 2)).toBe('Kamu dan Budi bereaksi 👍');
  });
});
