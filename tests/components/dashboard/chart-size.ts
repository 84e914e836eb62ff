import { afterAll, beforeAll, vi } from 'vitest';

/**
 * happy-dom lays nothing out, so every box measures 0 and recharts' ResponsiveContainer draws
 * nothing. Giving boxes a laptop-like size lets the tests count the bars recharts draws.
 */
export function withMeasuredBoxes(width = 640, height = 260) {
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect);
  });
  afterAll(() => vi.restoreAllMocks());
}
