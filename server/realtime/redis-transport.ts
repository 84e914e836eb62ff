import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectRedis, firstAttempt } from '@/server/redis/client';
import type { LiveEvent, LiveEventHandler, LiveTransport } from './live-event';
import { MemoryTransport } from './memory-transport';

/**
 * Live events across processes through one Redis pub/sub channel. Publishing uses a connection
 * that fails fast (no offline queue, 500 ms command timeout), so a request never waits on a dead
 * Redis: the batch then reaches this process's streams only, it is logged once per outage, and the
 * other processes' streams catch it up from realtime_events (their periodic sync or a reconnect).
 * Each process keeps one dedicated subscriber connection, made on first use, that reconnects and
 * subscribes again by itself.
 */
export class RedisTransport implements LiveTransport {
  private readonly publisher: Redis;
  /** The publisher's first connection attempt: a process's first batch waits for it (at most ~1 s) instead of failing. */
  private readonly publisherTried: Promise<void>;
  private subscriber: Redis | null = null;
  private subscribed: Promise<void> = Promise.resolve();
  private readonly local = new MemoryTransport();
  private down = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly log: Logger,
  ) {
    this.publisher = connectRedis(url, '');
    this.publisherTried = firstAttempt(this.publisher);
  }

  async publish(events: LiveEvent[]): Promise<void> {
    await this.publisherTried;
    try {
      await this.publisher.publish(this.channel, JSON.stringify(events));
      if (this.down) this.log.info('live events: Redis publishes again');
      this.down = false;
    } catch (err) {
      if (!this.down) this.log.warn({ err }, 'live events: Redis unavailable, delivering in this process only until it is back');
      this.down = true;
      this.local.deliver(events);
    }
  }

  subscribe(handler: LiveEventHandler): () => void {
    this.listen();
    return this.local.subscribe(handler);
  }

  ready(): Promise<void> {
    this.listen();
    return this.subscribed;
  }

  private listen(): void {
    if (this.subscriber) return;
    const subscriber = new Redis(this.url, {
      connectTimeout: 1_000,
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    subscriber.on('error', () => undefined);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const events = parseBatch(message);
      if (events) this.local.deliver(events);
    });
    const subscribing = subscriber.subscribe(this.channel).then(
      () => undefined,
      (err: unknown) => this.log.warn({ err }, 'live events: Redis subscription failed'),
    );
    // A stream starts once its process hears the channel, or after 1 s with Redis down (its heartbeat catches up).
    this.subscribed = Promise.race([subscribing, new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
    this.subscriber = subscriber;
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber?.disconnect();
    this.publisher.disconnect();
  }
}

/** A batch as published above; anything else on the channel is ignored. */
function parseBatch(message: string): LiveEvent[] | null {
  try {
    const parsed: unknown = JSON.parse(message);
    return Array.isArray(parsed) ? (parsed as LiveEvent[]) : null;
  } catch {
    return null;
  }
}
