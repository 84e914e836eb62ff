import { describe, expect, it } from 'vitest';
import { shiftIntoView } from '@/components/ui/tooltip';

// A tooltip centred on a button at the window's edge moves inside it, keeping 8 px of room.
describe('shiftIntoView', () => {
  it('leaves a tooltip that fits where it is', () => {
    expect(shiftIntoView(100, 300, 390)).toBe(0);
  });
  it('moves one cut off on the left to the right', () => {
    expect(shiftIntoView(-60, 190, 390)).toBe(68);
  });
  it('moves one cut off on the right to the left', () => {
    expect(shiftIntoView(200, 420, 390)).toBe(-38);
  });
  it('keeps the start in view when it is wider than the window', () => {
    expect(shiftIntoView(20, 420, 390)).toBe(-12);
  });
});
