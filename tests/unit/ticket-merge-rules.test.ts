import { describe, expect, it } from 'vitest';
import { mergeRefusal } from '../../utils/rules/ticket-merge';

const side = (id: number, requesterId = 1, mergedIntoId: number | null = null) => ({ id, requesterId, mergedIntoId });

describe('mergeRefusal', () => {
  it('lets a ticket join another open ticket of the same requester', () => {
    expect(mergeRefusal(side(1), side(2))).toBeNull();
  });

  it('refuses merging a ticket into itself', () => {
    expect(mergeRefusal(side(3), side(3))).toMatch(/dirinya sendiri/);
  });

  it('refuses a ticket that was merged already, and a merged target', () => {
    expect(mergeRefusal(side(1, 1, 9), side(2))).toMatch(/sudah digabungkan/);
    expect(mergeRefusal(side(1), side(2, 1, 9))).toMatch(/Tiket tujuan sudah digabungkan/);
  });

  it('refuses tickets of two different requesters', () => {
    expect(mergeRefusal(side(1, 1), side(2, 2))).toMatch(/pemohon yang sama/);
  });
});
