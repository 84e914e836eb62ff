import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

// Undo send holds every reply for a few seconds (hooks/tickets/use-held-reply.ts): tests about
// what is posted send it at once, and read the bodies without their random key.

/** "Kirim sekarang" on the countdown: the held reply is posted without waiting. */
export async function sendHeldNow(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Kirim sekarang' }));
}

/** A posted comment body without its `client_key`, which must be there (a fresh one per reply). */
export function withoutKey(body: unknown): Record<string, unknown> {
  const { client_key: key, ...rest } = body as Record<string, unknown>;
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  return rest;
}
