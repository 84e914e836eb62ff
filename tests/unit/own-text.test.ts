import { describe, expect, it } from 'vitest';
import { authError, signIn } from '@/locales/id';
import { statusStyle } from '@/components/ui/status-style';
import { ownText } from '@/utils/own-text';

const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('ownText: texts looked up by a key from the URL or the database', () => {
  it.each(INHERITED)('answers the fallback for %s, never an inherited member', (key) => {
    expect(ownText<string>(authError.errors, key, 'fallback')).toBe('fallback');
    expect(ownText<string>(signIn.errors, key, 'fallback')).toBe('fallback');
  });

  it('answers the own entry for a known key and the fallback for none', () => {
    expect(ownText<string>(authError.errors, 'Configuration', 'x')).toBe(authError.errors.Configuration);
    expect(ownText<string>(authError.errors, null, 'x')).toBe('x');
  });

  it.each(INHERITED)('a status code %s gets the neutral style', (code) => {
    expect(statusStyle(code)).toBe(statusStyle('NO_SUCH_CODE'));
  });
});
