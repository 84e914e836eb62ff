import { describe, expect, it } from 'vitest';
import { parseByteRange } from '@/server/uploads/byte-range';

// The Range header rules the podcast audio route serves by (RFC 9110 section 14), on a 1,000-byte file.
describe('parseByteRange', () => {
  it.each([
    ['bytes=100-199', { start: 100, end: 199 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    [' bytes=5-9 ', { start: 5, end: 9 }],
  ])('%s is %o', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1005', 'bytes=-0'])('%s cannot be satisfied', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-5', 0)).toBe('unsatisfiable');
  });

  // Ignored (the whole file is sent): no header, other units, malformed, inverted or several ranges.
  it.each([undefined, '', 'items=0-5', 'bytes=', 'bytes=-', 'bytes=abc', 'bytes=5-1', 'bytes=0-1,5-6', 'bytes=1e3-'])('%s is ignored', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });
});
