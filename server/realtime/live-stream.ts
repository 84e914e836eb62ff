import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Database } from '@/server/db/client';
import { liveReady, subscribeLive } from './bus';
import { eventsSince, latestEventId } from './catch-up';
import type { LiveEvent } from './live-event';
import { pruneLiveEvents } from './retention';
import { eventFrame, heartbeatFrame, readyFrame, resetFrame, retryFrame, SSE_HEADERS } from './sse-frames';
import { admitStream } from './stream-registry';

export const HEARTBEAT_MS = 25_000;
/** A browser that stops reading is dropped past this much unsent output; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Ids already sent, so an event that arrives both live and by a catch-up query is sent once. */
const REMEMBERED_IDS = 500;

export interface LiveStreamOptions {
  db: Database;
  userId: number;
  topics: string[];
  /** From `Last-Event-ID`: replay what came after it, then go live; absent: start at the newest event. */
  lastEventId?: number;
  res: ServerResponse;
  log: Logger;
  heartbeatMs?: number;
  /** Asked at each heartbeat: false (signed out everywhere, deactivated) ends the stream. */
  stillSignedIn?: () => Promise<boolean>;
  /**
   * Asked when a `ticket_updated` event of a followed topic arrives, before it or anything after it
   * is sent: the topics the reader may no longer hear (the ticket unpublished, deleted, handed to
   * another agent). They leave the stream for good.
   */
  lostTopics?: (topic: string) => Promise<string[]>;
}

/**
 * A Server-Sent Events stream of the topics' events: headers, `retry:`, the catch-up (or `reset`),
 * `ready`, then live events as they are published, a heartbeat comment every 25 s and, with it,
 * a session check and a catch-up query for anything the bus missed (Redis restarting). Resolves once the stream is
 * live; the response stays open until the browser leaves or the process shuts down.
 */
export async function openLiveStream({ db, userId, topics, lastEventId, res, log, heartbeatMs = HEARTBEAT_MS, stillSignedIn = async () => true, lostTopics }: LiveStreamOptions): Promise<void> {
  const wanted = new Set(topics);
  const sent = new Set<number>();
  let lastId = lastEventId ?? 0;
  let backlog: LiveEvent[] | null = [];
  let syncing = false;

  const write = (frame: string) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(frame);
    if (res.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const send = (event: LiveEvent) => {
    if (!wanted.has(event.topic)) return;
    if (event.id != null) {
      if (sent.has(event.id)) return;
      sent.add(event.id);
      if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value as number);
      lastId = Math.max(lastId, event.id);
    }
    write(eventFrame(event));
  };
  // A change that may take the ticket away from the reader holds every later event until the
  // ticket's visibility is checked again. The change itself goes out (it names only the ticket the
  // reader follows, and their page learns it is gone); what the reader lost is dropped after it.
  let checking = false;
  const held: LiveEvent[] = [];
  const deliver = (event: LiveEvent) => {
    if (checking) return void held.push(event);
    if (!lostTopics || event.type !== 'ticket_updated' || !wanted.has(event.topic)) return send(event);
    checking = true;
    lostTopics(event.topic)
      .then((lost) => {
        send(event);
        lost.forEach((topic) => wanted.delete(topic));
      })
      .catch((err: unknown) => {
        log.warn({ err }, 'live stream: visibility check failed');
        end();
      })
      .finally(() => {
        checking = false;
        held.splice(0).forEach(deliver);
      });
  };
  const catchUp = async (afterId: number) => {
    const found = await eventsSince({ db, topics, afterId });
    if (!found.reset) return found.events.forEach(deliver);
    lastId = Math.max(lastId, found.lastId);
    write(resetFrame(found.lastId));
  };
  const sync = () => {
    write(heartbeatFrame());
    if (syncing || backlog) return;
    syncing = true;
    stillSignedIn()
      .then((signedIn) => (signedIn ? catchUp(lastId) : end()))
      .catch((err: unknown) => log.warn({ err }, 'live stream: catch-up failed'))
      .finally(() => (syncing = false));
  };

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  let release = () => {};
  function end() {
    clearInterval(timer);
    unsubscribe();
    release();
    if (!res.writableEnded) res.end();
  }
  release = admitStream(userId, end);
  res.once('close', end);

  res.writeHead(200, SSE_HEADERS);
  write(retryFrame());
  unsubscribe = subscribeLive((batch) => {
    if (backlog) backlog.push(...batch);
    else batch.forEach(deliver);
  });
  try {
    // Subscribed before the newest id is read: nothing published in between can fall through.
    await liveReady();
    if (lastEventId === undefined) {
      lastId = await latestEventId(db);
      write(readyFrame(lastId));
    } else {
      await catchUp(lastEventId);
      write(readyFrame(null));
    }
    void pruneLiveEvents(db).catch((err: unknown) => log.warn({ err }, 'live events: pruning failed'));
  } catch (err) {
    // Headers are sent: no JSON error any more. The browser reconnects after `retry` and tries again.
    log.warn({ err }, 'live stream: start failed');
    end();
    return;
  }
  const waiting = backlog;
  backlog = null;
  waiting.forEach(deliver);
  timer = setInterval(sync, heartbeatMs);
}
