import { describe, expect, it } from 'vitest';
import { reactionNames, reactionTooltip, type Reactor } from '@/utils/rules/reaction-tooltip';

const people: Reactor[] = [
  { id: 1, name: 'Budi', username: 'budi' },
  { id: 2, name: 'Sari', username: 'sari' },
  { id: 3, name: 'Eko', username: 'eko' },
  { id: 4, name: 'Dewi', username: 'dewi' },
  { id: 5, name: 'Joko', username: 'joko' },
  { id: 6, name: 'Rina', username: 'rina' },
  { id: 7, name: 'Agus', username: 'agus' },
];
const first = (n: number) => people.slice(0, n);

describe('reactionNames (spec section 9)', () => {
  it('is empty when nobody reacted', () => {
    expect(reactionNames([])).toBe('');
    expect(reactionNames([], 1)).toBe('');
  });

  it('shows one name alone', () => {
    expect(reactionNames(first(1))).toBe('Budi');
  });

  it('joins two names with "dan"', () => {
    expect(reactionNames(first(2))).toBe('Budi dan Sari');
  });

  it('lists three names, "dan" before the last', () => {
    expect(reactionNames(first(3))).toBe('Budi, Sari dan Eko');
  });

  it('lists four names, "dan" before the last', () => {
    expect(reactionNames(first(4))).toBe('Budi, Sari, Eko dan Dewi');
  });

  it('shows the first three and "dan 2 lainnya" for five', () => {
    expect(reactionNames(first(5))).toBe('Budi, Sari, Eko dan 2 lainnya');
  });

  it('counts every other person beyond the first three', () => {
    expect(reactionNames(first(6))).toBe('Budi, Sari, Eko dan 3 lainnya');
    expect(reactionNames(first(7))).toBe('Budi, Sari, Eko dan 4 lainnya');
  });

  it('calls the current user "Kamu" when alone', () => {
    expect(reactionNames(first(1), 1)).toBe('Kamu');
  });

  it('puts "Kamu" first wherever the current user reacted', () => {
    expect(reactionNames(first(2), 2)).toBe('Kamu dan Budi');
    expect(reactionNames(first(4), 3)).toBe('Kamu, Budi, Sari dan Dewi');
  });

  it('keeps "Kamu" visible when the list is truncated', () => {
    expect(reactionNames(first(7), 7)).toBe('Kamu, Budi, Sari dan 4 lainnya');
  });

  it('does not say "Kamu" for someone else, nor without a current user', () => {
    expect(reactionNames(first(2), 99)).toBe('Budi dan Sari');
    expect(reactionNames(first(2), null)).toBe('Budi dan Sari');
  });

  it('falls back to the username when the name is missing or blank', () => {
    const users: Reactor[] = [
      { id: 10, name: null, username: 'tanpa.nama' },
      { id: 11, name: '  ', username: 'spasi' },
    ];
    expect(reactionNames(users)).toBe('tanpa.nama dan spasi');
  });

  it('counts a user listed twice once', () => {
    expect(reactionNames([people[0], people[1], people[0]])).toBe('Budi dan Sari');
  });
});

describe('reactionTooltip', () => {
  it('appends the emoji to the names', () => {
    expect(reactionTooltip(first(2), '👍', 1)).toBe('Kamu dan Sari bereaksi 👍');
    expect(reactionTooltip(first(5), '🚀')).toBe('Budi, Sari, Eko dan 2 lainnya bereaksi 🚀');
  });

  it('is empty when nobody reacted', () => {
    expect(reactionTooltip([], '👍')).toBe('');
  });
});
