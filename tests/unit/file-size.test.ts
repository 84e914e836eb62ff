import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/utils/format/file-size';

describe('formatFileSize', () => {
  it.each([
    [200, '1 KB'],
    [176_444, '172 KB'],
    [1_048_576, '1 MB'],
    [4_404_019, '4,2 MB'],
    [104_857_600, '100 MB'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
