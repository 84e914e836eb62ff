import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '@/server/notifications/unsubscribe-token';

// The signed one-click unsubscribe token (docs/notifications.md, Preferences).
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.NEXTAUTH_SECRET;
  process.env.NEXTAUTH_SECRET = 'unit-test-secret';
});
afterEach(() => {
  if (saved === undefined) delete process.env.NEXTAUTH_SECRET;
  else process.env.NEXTAUTH_SECRET = saved;
});

describe('unsubscribe token', () => {
  it('names the person and kind it was signed for', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(42, 'community'))).toEqual({ userId: 42, kind: 'community' });
    expect(verifyUnsubscribeToken(signUnsubscribeToken(7, 'digest'))).toEqual({ userId: 7, kind: 'digest' });
  });

  it('cannot be turned to another person or kind', () => {
    const [, , mac] = signUnsubscribeToken(42, 'community').split('.');
    expect(verifyUnsubscribeToken(`43.community.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(`42.loan.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(`42.digest.${mac}`)).toBeNull();
  });

  it('refuses a tampered signature and malformed tokens', () => {
    const token = signUnsubscribeToken(42, 'community');
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    expect(verifyUnsubscribeToken(flipped)).toBeNull();
    for (const bad of ['', '42.community', `42.community.${'A'.repeat(43)}`, `42.unknown.${token.split('.')[2]}`, `99999999999.community.${token.split('.')[2]}`, token + 'x']) {
      expect(verifyUnsubscribeToken(bad)).toBeNull();
    }
  });

  it('is bound to the secret: another portal secret does not accept it', () => {
    const token = signUnsubscribeToken(42, 'community');
    process.env.NEXTAUTH_SECRET = 'another-secret';
    expect(verifyUnsubscribeToken(token)).toBeNull();
    delete process.env.NEXTAUTH_SECRET;
    expect(verifyUnsubscribeToken(token)).toBeNull();
  });
});
