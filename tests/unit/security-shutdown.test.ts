import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { batchedInBackground } from '@/server/db/background-writes';
import { closeDbBetweenRequests } from '@/server/db/close-on-shutdown';
import { trackRequest } from '@/server/http/in-flight';

// Background writes ask for the database handle; here the fake database below stands for it.
vi.mock('@/server/db/index', () => ({ getDb: async () => ({}) }));

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A database that is open until closed, and opened again by the next request that needs it. */
function fakeDb() {
  const events: string[] = [];
  let open = true;
  return {
    events,
    use: (who: string) => {
      if (!open) events.push('reopened');
      open = true;
      events.push(`used by ${who}`);
    },
    close: async () => {
      if (!open) return false;
      open = false;
      events.push('closed');
      return true;
    },
  };
}

describe('closing the database on shutdown', () => {
  it('closes at once when no request is in flight', async () => {
    const db = fakeDb();
    await closeDbBetweenRequests(db.close, pino({ level: 'silent' }));
    expect(db.events).toEqual(['closed']);
  });

  it('waits for the requests in flight, and closes again after a late one', async () => {
    const db = fakeDb();
    const first = trackRequest();
    const second = trackRequest();
    void closeDbBetweenRequests(db.close, pino({ level: 'silent' }));
    await tick();
    expect(db.events).toEqual([]);
    db.use('first');
    first();
    await tick();
    expect(db.events).toEqual(['used by first']);
    db.use('second');
    second();
    await tick();
    expect(db.events).toEqual(['used by first', 'used by second', 'closed']);
    // Accepted before the signal, routed after it: it reopens the database, which closes again.
    const late = trackRequest();
    db.use('late');
    late();
    await tick();
    expect(db.events.slice(3)).toEqual(['reopened', 'used by late', 'closed']);
  });

  it('writes the rows still collected (staff reads, call logs) before it closes', async () => {
    const db = fakeDb();
    const write = batchedInBackground<string>('test_rows', async (_db, rows) => void db.use(`insert of ${rows.join(', ')}`));
    write('a');
    write('b');
    await closeDbBetweenRequests(db.close, pino({ level: 'silent' }));
    expect(db.events).toEqual(['used by insert of a, b', 'closed']);
  });
});
