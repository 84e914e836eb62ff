// The push fan-out case of `npm run bench -- --processes N` (docs/scale-out.md, "Figures"): many
// browsers hold a live stream on one published ticket, the bench records events on that ticket
// the way the services do (a realtime_events row, then Redis pub/sub), and counts what reaches
// the streams. Needs REDIS_URL: the portal processes and the bench meet on its channel.
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import type { Database } from '../../server/db/client';
import { tickets } from '../../server/db/schema';
import { recordEvents } from '../../server/realtime/record-events';
import { ticketTopic } from '../../server/realtime/topics';

export interface FanOutResult {
  clients: number;
  events: number;
  /** Deliveries that arrived (events × clients when none was lost). */
  delivered: number;
  seconds: number;
  deliveredPerSecond: number;
}

export interface FanOutOptions {
  /** The portal or nginx, …/helpdesk/api. */
  api: string;
  db: Database;
  secret: string;
  clients: number;
  events: number;
  /** Users that open the streams: role `user` in the data set, one stream each. */
  firstUserId: number;
}

const EVENT_TYPE = 'ticket_updated';
const BATCH = 10;

interface Stream {
  request: http.ClientRequest;
  received: number;
}

/** Opens one stream and resolves once it answered 200 and said `ready`; counts the bench's events from then on. */
function openStream(url: string, cookie: string, onEvent: () => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: http.get(url, { headers: { cookie, accept: 'text/event-stream' }, agent: false }), received: 0 };
    stream.request.on('error', reject);
    stream.request.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`live stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (chunk: string) => {
        buffered += chunk;
        const frames = buffered.split('\n\n');
        buffered = frames.pop() ?? '';
        for (const frame of frames) {
          if (frame.includes('"type":"ready"')) resolve(stream);
          else if (frame.includes(`"type":"${EVENT_TYPE}"`)) {
            stream.received++;
            onEvent();
          }
        }
      });
    });
  });
}

async function cookieOf(secret: string, id: number): Promise<string> {
  const user = { id, current_role: 'user', organization_id: null, group: 'MASTER', employee_number: null, name: `Pegawai Uji ${id}`, username: `bench${id}`, image: null } as const;
  return `next-auth.session-token=${await encode({ token: { sub: String(id), user }, secret })}`;
}

/** Records `count` events on the ticket, 10 per statement (one Redis message each). */
async function publish(db: Database, ticketId: number, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - sent) }, () => ({ topic: ticketTopic(ticketId), type: EVENT_TYPE, data: { ticketId } }));
    await recordEvents(db, batch);
  }
}

/** Resolves when `counter()` reaches `target`, or after `ms`. */
async function until(counter: () => number, target: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (counter() < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * `clients` streams on one published ticket; a warm-up batch of 10 events first (not counted),
 * then `events` events; deliveries per second from the first publish to the last delivery (or 30 s).
 */
export async function measureFanOut(o: FanOutOptions): Promise<FanOutResult> {
  const [{ id: ticketId }] = await o.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.isPublished, true)).orderBy(tickets.id).limit(1);
  let delivered = 0;
  let lastAt = 0;
  const onEvent = () => {
    delivered++;
    lastAt = performance.now();
  };
  const streams: Stream[] = [];
  try {
    // A few at a time, as browsers arrive: 500 connects at once would measure the accept queue.
    for (let i = 0; i < o.clients; i += 25) {
      const ids = Array.from({ length: Math.min(25, o.clients - i) }, (_, k) => o.firstUserId + i + k);
      streams.push(...(await Promise.all(ids.map(async (id) => openStream(`${o.api}/events?tickets=${ticketId}`, await cookieOf(o.secret, id), onEvent)))));
    }
    await publish(o.db, ticketId, BATCH);
    await until(() => delivered, BATCH * o.clients, 10_000);
    delivered = 0;
    const started = performance.now();
    await publish(o.db, ticketId, o.events);
    await until(() => delivered, o.events * o.clients, 30_000);
    const seconds = Math.max(0.001, (lastAt - started) / 1000);
    return { clients: o.clients, events: o.events, delivered, seconds: Math.round(seconds * 100) / 100, deliveredPerSecond: Math.round(delivered / seconds) };
  } finally {
    for (const s of streams) s.request.destroy();
  }
}
